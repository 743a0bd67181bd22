package org.goldilocks.hw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.goldilocks.hw.accuracy.AccuracyReport;
import org.goldilocks.hw.accuracy.DetectorCounts;
import org.goldilocks.hw.accuracy.Variant;
import org.goldilocks.hw.cost.CostModel;
import org.goldilocks.hw.heap.GcKind;
import org.goldilocks.hw.heap.SimHeap;
import org.junit.jupiter.api.Test;

/**
 * The whole model against language-level semantics: random programs (forks, joins, locks and
 * volatiles as releases and acquires, allocations, field and element accesses, deaths, the VM's
 * own accesses and synchronization, collections forced or triggered by a small heap), run on 1 to
 * 3 cores under both collectors. Ground truth comes from a brute-force happens-before oracle over
 * the program's variables (object, offset), which knows nothing of addresses, cells, collectors or
 * hardware threads. LARD must report exactly its accesses every time; the other detectors must,
 * over the batch, be wrong in the ways §4.4 predicts.
 */
class ModelPrecisionTest {
    static final int PROGRAMS = 3000;
    static final long SEED = Long.getLong("hw.seed", 20140301L);
    /** Small caches (1 KiB L1s, 4 KiB last level): the histories travel, and a model is cheap to make. */
    static final CostModel MACHINE = CostModel.DEFAULT.withGeometry(64, 4096, 1024, 2, 4096, 4);

    enum Kind { FORK, END, JOIN, NEW, RD, WR, SYSRD, SYSWR, ACQ, REL, SYSACQ, SYSREL, DEAD, GC }

    /** One VM-level event; {@code other}: child, ended thread, object or sync id. */
    record Ev(Kind kind, long thread, long other, long offset, int size, int site) {
    }

    @Test
    void lardReportsExactlyTheLanguageLevelRacesAndTheOthersDoNot() {
        Map<Variant, long[]> wrong = new EnumMap<>(Variant.class); // {false, missed}
        for (Variant v : Variant.values()) {
            wrong.put(v, new long[2]);
        }
        long truthTotal = 0;
        long collections = 0;
        long switches = 0;
        for (int i = 0; i < PROGRAMS; i++) {
            Random r = new Random(SEED * 31 + i);
            List<Ev> program = generate(r);
            boolean[] racy = oracle(program);
            for (GcKind gc : GcKind.values()) {
                int cores = 1 + r.nextInt(3);
                HwModel m = HwModel.withAccuracy(new HwConfig(8 * 1024, gc, cores, 1 + r.nextInt(5), MACHINE));
                for (int k = 0; k < program.size(); k++) {
                    apply(m, program.get(k), k, racy[k]);
                }
                AccuracyReport report = m.report();
                DetectorCounts lard = report.detector(Variant.LARD);
                if (lard.falseDre() != 0 || lard.missedDre() != 0) {
                    fail("program " + i + " (" + gc.key() + ", " + cores + " cores): LARD " + lard + " against "
                            + report.groundTruth() + ":\n" + String.join("\n", program.stream().map(Ev::toString).toList()));
                }
                assertEquals(report.groundTruth().dre(), lard.dre());
                for (Variant v : Variant.values()) {
                    wrong.get(v)[0] += report.detector(v).falseDre();
                    wrong.get(v)[1] += report.detector(v).missedDre();
                }
                truthTotal += report.groundTruth().dre();
                collections += (Long) m.machineFigures().get("collections");
                switches += (Long) m.machineFigures().get("threadSwitches");
            }
        }
        System.out.printf("model precision: %d programs x 2 collectors, %d racy accesses, %d collections, %d thread switches;"
                + " false/missed: allmem %d/%d allsync %d/%d noclear %d/%d nocopy %d/%d naive %d/%d%n", PROGRAMS, truthTotal,
                collections, switches, wrong.get(Variant.ALLMEM)[0], wrong.get(Variant.ALLMEM)[1], wrong.get(Variant.ALLSYNC)[0],
                wrong.get(Variant.ALLSYNC)[1], wrong.get(Variant.NOCLEAR)[0], wrong.get(Variant.NOCLEAR)[1],
                wrong.get(Variant.NOCOPY)[0], wrong.get(Variant.NOCOPY)[1], wrong.get(Variant.NAIVE)[0], wrong.get(Variant.NAIVE)[1]);
        assertTrue(truthTotal > PROGRAMS, truthTotal + " racy accesses"); // not vacuous
        assertTrue(collections > PROGRAMS, collections + " collections");
        assertTrue(switches > 10L * PROGRAMS, switches + " thread switches");
        assertTrue(wrong.get(Variant.ALLMEM)[0] > 0, "AllMem never reported a false race");
        assertTrue(wrong.get(Variant.ALLSYNC)[1] > 0, "AllSync never missed a race");
        assertTrue(wrong.get(Variant.NOCLEAR)[0] > 0, "NoClear never reported a false race");
        assertTrue(wrong.get(Variant.NOCOPY)[1] > 0, "NoCopy never missed a race");
        assertTrue(wrong.get(Variant.NAIVE)[0] > 0 && wrong.get(Variant.NAIVE)[1] > 0, "Naive was not wrong both ways");
    }

    static void apply(HwModel m, Ev e, int index, boolean racy) {
        switch (e.kind()) {
            case FORK -> m.fork(e.thread(), e.other());
            case END -> m.threadEnd(e.thread());
            case JOIN -> m.join(e.thread(), e.other());
            case NEW -> m.allocate(e.thread(), e.other(), e.offset());
            case RD, WR -> m.access(e.thread(), e.other(), e.offset(), e.size(), e.kind() == Kind.WR, e.site(), index, racy);
            case SYSRD, SYSWR -> m.systemAccess(e.thread(), e.other(), e.offset(), e.size(), e.kind() == Kind.SYSWR);
            case ACQ -> m.acquire(e.thread(), e.other());
            case REL -> m.release(e.thread(), e.other());
            case SYSACQ -> m.systemAcquire(e.thread(), e.other());
            case SYSREL -> m.systemRelease(e.thread(), e.other());
            case DEAD -> m.unreachable(e.other());
            case GC -> m.collect(e.thread());
        }
    }

    /** A program whose live data always fits half of the 8k heap, so both collectors can run it. */
    static List<Ev> generate(Random r) {
        List<Ev> out = new ArrayList<>();
        List<Long> active = new ArrayList<>(List.of(1L));
        List<Long> ended = new ArrayList<>();
        long nextThread = 2;
        List<long[]> live = new ArrayList<>(); // {id, payload, element size}
        long nextObject = 1;
        long liveBytes = 0;
        int n = 30 + r.nextInt(120);
        for (int i = 0; i < n; i++) {
            long t = active.get(r.nextInt(active.size()));
            int p = r.nextInt(100);
            if (p < 6 && active.size() + ended.size() < 5) {
                long c = nextThread++;
                out.add(new Ev(Kind.FORK, t, c, 0, 0, 0));
                active.add(c);
            } else if (p < 10 && t != 1) {
                out.add(new Ev(Kind.END, t, 0, 0, 0, 0));
                active.remove(t);
                ended.add(t);
            } else if (p < 14 && !ended.isEmpty()) {
                out.add(new Ev(Kind.JOIN, t, ended.get(r.nextInt(ended.size())), 0, 0, 0));
            } else if (p < 26 || live.isEmpty()) {
                int element = 1 << r.nextInt(4);
                long payload = (long) element * (1 + r.nextInt(6));
                long id = nextObject++;
                out.add(new Ev(Kind.NEW, t, id, payload, 0, 0));
                live.add(new long[] {id, payload, element});
                liveBytes += SimHeap.cellBytes(payload);
                while (liveBytes > 2048) { // the oldest die
                    long[] dead = live.remove(0);
                    liveBytes -= SimHeap.cellBytes(dead[1]);
                    out.add(new Ev(Kind.DEAD, 0, dead[0], 0, 0, 0));
                }
            } else if (p < 66) {
                long[] o = live.get(r.nextInt(Math.min(live.size(), 3)) + Math.max(0, live.size() - 3)); // recent objects are shared more
                int element = (int) o[2];
                long offset = element * (long) r.nextInt((int) (o[1] / element));
                out.add(new Ev(r.nextBoolean() ? Kind.WR : Kind.RD, t, o[0], offset, element, r.nextInt(8)));
            } else if (p < 76) {
                out.add(new Ev(r.nextBoolean() ? Kind.ACQ : Kind.REL, t, r.nextInt(2), 0, 0, 0));
            } else if (p < 81) {
                out.add(new Ev(r.nextBoolean() ? Kind.SYSACQ : Kind.SYSREL, t, 0, 0, 0, 0));
            } else if (p < 84) {
                long[] o = live.get(r.nextInt(live.size()));
                out.add(new Ev(r.nextBoolean() ? Kind.SYSWR : Kind.SYSRD, t, o[0], 0, (int) Math.min(8, o[1]), 0));
            } else if (p < 94) {
                long[] o = live.remove(r.nextInt(live.size()));
                liveBytes -= SimHeap.cellBytes(o[1]);
                out.add(new Ev(Kind.DEAD, 0, o[0], 0, 0, 0));
            } else {
                out.add(new Ev(Kind.GC, t, 0, 0, 0, 0));
            }
        }
        return out;
    }

    /**
     * Ground truth at the language level: per byte of each object (its fields and elements), the
     * accesses since the last write; an access is racy iff one of them is another thread's,
     * conflicts, and does not happen-before it. Happens-before: program order, fork to the child's
     * first event, end to join, every release to every later acquire of the same sync id.
     */
    static boolean[] oracle(List<Ev> program) {
        int n = program.size();
        BitSet[] before = new BitSet[n];
        Map<Long, Integer> last = new HashMap<>();
        Map<Long, Integer> forkOf = new HashMap<>();
        Map<Long, Integer> endOf = new HashMap<>();
        long[] threadOf = new long[n];
        for (int i = 0; i < n; i++) {
            Ev e = program.get(i);
            if (e.kind() == Kind.DEAD) {
                threadOf[i] = -1;
                before[i] = new BitSet();
                continue;
            }
            threadOf[i] = e.thread();
            BitSet set = new BitSet(n);
            Integer prev = last.get(e.thread());
            if (prev == null) {
                prev = forkOf.get(e.thread());
            }
            if (prev != null) {
                set.or(before[prev]);
                set.set(prev);
            }
            if (e.kind() == Kind.ACQ) {
                for (int j = 0; j < i; j++) {
                    Ev x = program.get(j);
                    if (x.kind() == Kind.REL && x.other() == e.other()) {
                        set.or(before[j]);
                        set.set(j);
                    }
                }
            }
            if (e.kind() == Kind.JOIN) {
                int end = endOf.get(e.other());
                set.or(before[end]);
                set.set(end);
            }
            before[i] = set;
            last.put(e.thread(), i);
            if (e.kind() == Kind.FORK) {
                forkOf.put(e.other(), i);
            }
            if (e.kind() == Kind.END) {
                endOf.put(e.thread(), i);
            }
        }
        boolean[] racy = new boolean[n];
        Map<String, List<Integer>> history = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Ev e = program.get(i);
            if (e.kind() != Kind.RD && e.kind() != Kind.WR) {
                continue;
            }
            boolean write = e.kind() == Kind.WR;
            for (long b = e.offset(); b < e.offset() + e.size(); b++) {
                String variable = e.other() + ":" + b;
                List<Integer> h = history.getOrDefault(variable, List.of());
                for (int j : h) {
                    boolean conflict = write || program.get(j).kind() == Kind.WR;
                    if (threadOf[j] != threadOf[i] && conflict && !before[i].get(j)) {
                        racy[i] = true;
                    }
                }
                List<Integer> next = write ? new ArrayList<>() : new ArrayList<>(h);
                next.add(i);
                history.put(variable, next);
            }
        }
        return racy;
    }
}

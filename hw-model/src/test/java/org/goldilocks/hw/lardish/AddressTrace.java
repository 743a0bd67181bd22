package org.goldilocks.hw.lardish;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.goldilocks.hw.cost.CostModel;

/**
 * Random address-level traces for the oracle test: accesses (tracked and untracked, 1 to 8 bytes,
 * crossing lines and pages), releases and acquires, {@code Thread} switches, {@code ClearHistory}
 * and {@code CopyHistory} (page-bounded, overlapping ranges included), on a tiny machine whose
 * caches evict all the time.
 */
final class AddressTrace {
    enum Kind { THREAD, ACCESS, UNTRACKED, ACQUIRE, RELEASE, CLEAR, COPY }

    /** One operation. {@code a}: address or source; {@code b}: copy destination or sync id. */
    record Op(Kind kind, int hw, int thread, long a, long b, int size, boolean write) {
        @Override
        public String toString() {
            return switch (kind) {
                case THREAD -> "thread hw" + hw + " t" + thread;
                case ACCESS, UNTRACKED -> (kind == Kind.UNTRACKED ? "untracked " : "") + (write ? "wr" : "rd")
                        + " hw" + hw + " @" + a + "+" + size;
                case ACQUIRE -> "acq hw" + hw + " s" + b;
                case RELEASE -> "rel hw" + hw + " s" + b;
                case CLEAR -> "clear @" + a + "+" + size;
                case COPY -> "copy @" + a + " -> @" + b + " +" + size;
            };
        }
    }

    record Trace(CostModel machine, int hardwareThreads, List<Op> ops) {
    }

    private AddressTrace() {
    }

    static Trace generate(Random r) {
        int line = r.nextBoolean() ? 8 : 16;
        int page = line * (r.nextBoolean() ? 2 : 4);
        int l1Ways = 1 + r.nextInt(2);
        CostModel machine = CostModel.DEFAULT.withGeometry(line, page, line * 2 * l1Ways, l1Ways, line * 4, 2);
        int hws = 1 + r.nextInt(3);
        int threads = hws + r.nextInt(3);
        int span = page * (2 + r.nextInt(2));
        int syncs = 2;
        int n = 10 + r.nextInt(r.nextInt(10) == 0 ? 120 : 50);
        List<Op> ops = new ArrayList<>();
        int[] running = new int[hws];
        boolean[] placed = new boolean[threads];
        for (int h = 0; h < hws; h++) {
            running[h] = h;
            placed[h] = true;
            ops.add(new Op(Kind.THREAD, h, h, 0, 0, 0, false));
        }
        for (int i = 0; i < n; i++) {
            int h = r.nextInt(hws);
            int p = r.nextInt(100);
            if (p < 10) {
                int t = r.nextInt(threads);
                if (!placed[t]) {
                    placed[running[h]] = false;
                    placed[t] = true;
                    running[h] = t;
                    ops.add(new Op(Kind.THREAD, h, t, 0, 0, 0, false));
                }
            } else if (p < 60) {
                int size = 1 << r.nextInt(4);
                ops.add(new Op(Kind.ACCESS, h, running[h], r.nextInt(span - size + 1), 0, size, r.nextBoolean()));
            } else if (p < 65) {
                int size = 1 << r.nextInt(4);
                ops.add(new Op(Kind.UNTRACKED, h, running[h], r.nextInt(span - size + 1), 0, size, r.nextBoolean()));
            } else if (p < 77) {
                ops.add(new Op(Kind.RELEASE, h, running[h], 0, r.nextInt(syncs), 0, false));
            } else if (p < 87) {
                ops.add(new Op(Kind.ACQUIRE, h, running[h], 0, r.nextInt(syncs), 0, false));
            } else if (p < 94) {
                long at = r.nextInt(span);
                int room = (int) (page - at % page);
                ops.add(new Op(Kind.CLEAR, h, running[h], at, 0, 1 + r.nextInt(room), false));
            } else {
                long src = r.nextInt(span);
                long dst = r.nextInt(span);
                int room = (int) Math.min(page - src % page, page - dst % page);
                ops.add(new Op(Kind.COPY, h, running[h], src, dst, 1 + r.nextInt(room), false));
            }
        }
        return new Trace(machine, hws, ops);
    }
}

package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Element runs ({@link Runs}) against a variable per element and against {@link VectorClockOracle},
 * in lockstep, over long random executions shaped like array kernels: threads sweep runs of
 * elements (writes, reads, read-then-write, whole or partial, from one site or changing site),
 * between random single accesses, locks, volatiles, forks, joins, forced splits and reclamation
 * passes. Racy accesses are refused (the runs are for throw mode), as the VM refuses them. On every
 * access:
 * <ul>
 * <li>both sides' verdicts equal the oracle's; the runs side asks the engine only when
 * {@link ElementRun#canSkip} is false, as the VM's fast path does, and a true canSkip must be
 * race-free by the oracle;</li>
 * <li>a race names an earlier access the oracle confirms conflicting and unordered, made at the
 * site the race names (the site of that thread's last such access to that very element);</li>
 * <li>a race with a write names the same thread, site and locks on both sides.</li>
 * </ul>
 */
class ElementRunOracleTest {
    private static final int THREADS = 5;
    private static final int LOCKS = 2;
    private static final int VOLATILES = 2;
    /** Run sizes: a full run, short ones, one of one element. */
    private static final int[] RUNS = {64, 5, 8, 3, 1, 64, 7, 16, 2, 33, 64, 9};
    private static final int STEPS = 6000;
    private static final String[] SITES = {"s0", "s1", "s2", "s3"};

    @ParameterizedTest(name = "chunk capacity {0}, min live {1}, factor {2}")
    @CsvSource({"4096, 65536, 2", "3, 4, 1", "1, 1, 1"})
    void runsGiveEveryElementTheVerdictOfItsOwnVariable(int capacity, long minLive, int factor) {
        long racy = 0;
        long skipped = 0;
        long joined = 0;
        long joinedInline = 0;
        long splits = 0;
        long folds = 0;
        for (long seed = 1; seed <= 12; seed++) {
            Execution e = new Execution(new Random(seed * 104729 + capacity), capacity, minLive, factor);
            e.execute();
            racy += e.racy;
            skipped += e.skipped;
            joined += e.joined;
            joinedInline += e.joinedInline;
            splits += e.splits();
            folds += e.folds;
        }
        System.out.printf("element runs (capacity %d): %d racy, %d skipped inline, %d joined a sweep inline, %d in the engine, %d folds, %d splits%n",
                capacity, racy, skipped, joinedInline, joined, folds, splits);
        assertTrue(racy > 300, "the executions must contain races: " + racy);
        assertTrue(skipped > 3000, "the inline test must be exercised: " + skipped);
        assertTrue(joined > 150, "accesses must join sweeps in the engine: " + joined);
        assertTrue(joinedInline > 450, "accesses must join sweeps inline: " + joinedInline);
        assertTrue(folds > 30, "sweeps must complete and fold: " + folds);
        assertTrue(splits > 50, "runs must split: " + splits);
    }

    private static final class Execution {
        final Random random;
        final GoldilocksEngine plain;
        final GoldilocksEngine compact;
        final ThreadState[] plainThreads = new ThreadState[THREADS];
        final ThreadState[] compactThreads = new ThreadState[THREADS];
        final SyncVar[] plainSyncs = new SyncVar[LOCKS + VOLATILES];
        final SyncVar[] compactSyncs = new SyncVar[LOCKS + VOLATILES];
        final Variable[] vars;
        final ElementRun[] runs = new ElementRun[RUNS.length];
        final int[] runOf;
        final int[] indexOf;
        final VectorClockOracle oracle;
        /** The oracle's variable of each element: a run made anew (a new array) takes fresh ones. */
        final int[] oracleVar;
        int oracleVars;
        static final int GENERATIONS = 12;
        final int[] lockOwner = new int[LOCKS];
        final boolean[] alive = new boolean[THREADS];
        final boolean[] ended = new boolean[THREADS];
        final int[] locksHeld = new int[THREADS];
        /** Per element: the site the last write was recorded with; per element and thread, the last read. */
        final String[] writeSite;
        final String[][] readSite;
        /** Per thread: an open sweep (run, next index, end, pattern, site), or null. */
        final Sweep[] sweeps = new Sweep[THREADS];
        final StringBuilder history = new StringBuilder();
        int forked = 1;
        long racy;
        long skipped;
        long joined;
        long joinedInline;
        long folds;
        /** Splits of runs replaced since. */
        long splits;

        Execution(Random random, int capacity, long minLive, int factor) {
            this.random = random;
            plain = new GoldilocksEngine(capacity, minLive, factor);
            compact = new GoldilocksEngine(capacity, minLive, factor);
            plainThreads[0] = plain.rootThread("T0");
            compactThreads[0] = compact.rootThread("T0");
            for (int i = 0; i < plainSyncs.length; i++) {
                plainSyncs[i] = plain.newSyncVar("m" + i);
                compactSyncs[i] = compact.newSyncVar("m" + i);
            }
            int n = Arrays.stream(RUNS).sum();
            vars = new Variable[n];
            runOf = new int[n];
            indexOf = new int[n];
            int x = 0;
            for (int r = 0; r < RUNS.length; r++) {
                runs[r] = compact.newElementRun(RUNS[r]);
                for (int j = 0; j < RUNS[r]; j++, x++) {
                    vars[x] = plain.newVariable();
                    runOf[x] = r;
                    indexOf[x] = j;
                }
            }
            oracle = new VectorClockOracle(THREADS, LOCKS + VOLATILES, n * GENERATIONS);
            oracleVar = new int[n];
            for (int i = 0; i < n; i++) {
                oracleVar[i] = oracleVars++;
            }
            writeSite = new String[n * GENERATIONS];
            readSite = new String[n * GENERATIONS][THREADS];
            Arrays.fill(lockOwner, -1);
            alive[0] = true;
        }

        long splits() {
            return splits + Arrays.stream(runs).filter(r -> ((GRun) r).isSplit()).count();
        }

        int firstOf(int run) {
            int x = 0;
            for (int r = 0; r < run; r++) {
                x += RUNS[r];
            }
            return x;
        }

        void execute() {
            for (int step = 0; step < STEPS; step++) {
                List<Integer> running = new ArrayList<>();
                for (int i = 0; i < forked; i++) {
                    if (alive[i]) {
                        running.add(i);
                    }
                }
                int t = running.get(random.nextInt(running.size()));
                Sweep s = sweeps[t];
                if (s != null && random.nextInt(20) != 0) { // now and then an epoch ends in the middle of a sweep
                    s.next(this, t, step);
                } else {
                    act(t, step);
                }
            }
        }

        private void act(int t, int step) {
            int pick = random.nextInt(100);
            if (pick < 3 && forked < THREADS) {
                int child = forked++;
                plainThreads[child] = plain.fork(plainThreads[t], "T" + child);
                compactThreads[child] = compact.fork(compactThreads[t], "T" + child);
                plain.start(plainThreads[child]);
                compact.start(compactThreads[child]);
                oracle.fork(t, child);
                alive[child] = true;
                log(t, "fork T" + child);
            } else if (pick < 4 && t != 0 && locksHeld[t] == 0 && countAlive() > 1) {
                plain.end(plainThreads[t]);
                compact.end(compactThreads[t]);
                alive[t] = false;
                ended[t] = true;
                sweeps[t] = null;
                log(t, "end");
            } else if (pick < 7) {
                int u = random.nextInt(forked);
                if (ended[u] && u != t) {
                    plain.join(plainThreads[t], plainThreads[u]);
                    compact.join(compactThreads[t], compactThreads[u]);
                    oracle.join(t, u);
                    log(t, "join T" + u);
                }
            } else if (pick < 17) {
                int l = random.nextInt(LOCKS);
                if (lockOwner[l] < 0) {
                    lockOwner[l] = t;
                    locksHeld[t]++;
                    plain.acquire(plainThreads[t], plainSyncs[l]);
                    compact.acquire(compactThreads[t], compactSyncs[l]);
                    oracle.acquire(t, l);
                    log(t, "acq m" + l);
                } else if (lockOwner[l] == t) {
                    lockOwner[l] = -1;
                    locksHeld[t]--;
                    plain.release(plainThreads[t], plainSyncs[l]);
                    compact.release(compactThreads[t], compactSyncs[l]);
                    oracle.release(t, l);
                    log(t, "rel m" + l);
                }
            } else if (pick < 24) {
                int v = LOCKS + random.nextInt(VOLATILES);
                if (random.nextBoolean()) {
                    plain.volatileRead(plainThreads[t], plainSyncs[v]);
                    compact.volatileRead(compactThreads[t], compactSyncs[v]);
                    oracle.volatileRead(t, v);
                    log(t, "vrd v" + v);
                } else {
                    plain.volatileWrite(plainThreads[t], plainSyncs[v]);
                    compact.volatileWrite(compactThreads[t], compactSyncs[v]);
                    oracle.volatileWrite(t, v);
                    log(t, "vwr v" + v);
                }
            } else if (pick < 25) {
                plain.reclaimNow();
                compact.reclaimNow();
                log(t, "(reclaim)");
            } else if (pick < 26 && random.nextInt(3) == 0) {
                int r = random.nextInt(RUNS.length);
                int first = firstOf(r);
                if (oracleVars + RUNS[r] <= oracleVar.length * GENERATIONS) {
                    splits += ((GRun) runs[r]).isSplit() ? 1 : 0;
                    runs[r] = compact.newElementRun(RUNS[r]); // a new array: fresh variables on both sides
                    for (int j = 0; j < RUNS[r]; j++) {
                        vars[first + j] = plain.newVariable();
                        oracleVar[first + j] = oracleVars++;
                    }
                    log(t, "(new run " + r + ")");
                }
            } else if (pick < 26 && random.nextInt(8) == 0) {
                int r = random.nextInt(RUNS.length);
                compact.runElement(runs[r], random.nextInt(RUNS[r])); // a range or Unsafe access: the run splits
                log(t, "(split run " + r + ")");
            } else if (pick < 92) {
                // mostly the thread's own runs, as a kernel's band; now and then anyone's
                int r = random.nextInt(12) == 0 ? random.nextInt(RUNS.length) : Math.min(t + THREADS * random.nextInt(3), RUNS.length - 1);
                int from = random.nextInt(10) == 0 ? random.nextInt(RUNS[r]) : 0;
                int to = random.nextInt(10) == 0 ? from + random.nextInt(RUNS[r] - from) + 1 : RUNS[r];
                // a loop's site is the loop's: mostly one per thread and run, now and then another
                String site = SITES[random.nextInt(6) == 0 ? random.nextInt(2) : (t + r) % 2];
                sweeps[t] = new Sweep(r, from, to, random.nextInt(3), site, random.nextInt(16) == 0);
                log(t, "sweep run " + r + " [" + from + ", " + to + ") pattern " + sweeps[t].pattern);
            } else {
                int x = random.nextInt(vars.length);
                access(t, x, random.nextInt(3) == 0, SITES[random.nextInt(SITES.length)], step);
            }
        }

        private void log(int t, String action) {
            history.append("T").append(t).append(' ').append(action).append('\n');
        }

        private int countAlive() {
            int n = 0;
            for (boolean a : alive) {
                n += a ? 1 : 0;
            }
            return n;
        }

        void access(int t, int x, boolean write, String site, int step) {
            AccessKind kind = write ? AccessKind.WRITE : AccessKind.READ;
            int o = oracleVar[x];
            boolean expected = oracle.racy(t, o, write);
            log(t, kind.lowerCase() + " x" + x + " at " + site + (expected ? " (racy)" : ""));
            String where = "step " + step + ": T" + t + " " + kind.lowerCase() + " x" + x + " (run " + runOf[x] + "[" + indexOf[x] + "]) at " + site;

            ThreadState tp = plainThreads[t];
            boolean recorded = !vars[x].canSkip(tp.epochWord(), write); // a skipped access keeps the earlier record's site
            Race rp = recorded ? plain.access(tp, vars[x], kind, site) : null;
            check(expected, rp, plain, plainThreads, t, o, where + " (a variable per element)");

            ThreadState tc = compactThreads[t];
            ElementRun run = runs[runOf[x]];
            GRun g = (GRun) run;
            Race rc;
            if (run.canSkip(tc.epochWord(), write, indexOf[x])) {
                skipped++;
                assertNull(rp, where + ": the run's inline test skipped a racy access");
                rc = null;
            } else if (random.nextInt(4) != 0 && run.joins(tc.epochWord(), write, indexOf[x], site, tc.locksHeld())) {
                joinedInline++; // (now and then the engine is asked instead, as a VM site without the inline join does)
                assertNull(rp, where + ": the access joined a sweep inline but races");
                rc = null;
            } else {
                long foldsBefore = g.isSplit() ? -1 : g.sweepWord();
                boolean joinedBefore = !g.isSplit() && g.sweepWord() == tc.epochWord();
                rc = compact.accessRun(tc, run, indexOf[x], kind, site);
                if (joinedBefore && !g.isSplit() && rc == null) {
                    joined++;
                }
                if (foldsBefore != -1 && !g.isSplit() && g.sweepWord() == 0 && rc == null && foldsBefore == tc.epochWord()) {
                    folds++;
                }
            }
            check(expected, rc, compact, compactThreads, t, o, where + " (runs)");
            if (rp != null && rc != null && rp.earlierKind() == AccessKind.WRITE) {
                assertEquals(rp.earlierKind(), rc.earlierKind(), where + ": the race's earlier kind");
                assertEquals(rp.earlierSite(), rc.earlierSite(), where + ": the race's earlier site");
                assertEquals(String.valueOf(rp.earlierLocks()), String.valueOf(rc.earlierLocks()), where + ": the race's earlier locks");
            }
            if (expected) {
                racy++;
                return; // refused, as the VM refuses it: nothing recorded
            }
            oracle.record(t, o, write);
            if (!recorded) {
                return;
            }
            if (write) {
                writeSite[o] = site;
                Arrays.fill(readSite[o], null);
            } else {
                readSite[o][t] = site;
            }
        }

        /** {@code x}: the oracle's variable. */
        private void check(boolean expected, Race race, GoldilocksEngine side, ThreadState[] threads, int t, int x, String where) {
            if (expected != (race != null)) {
                fail(where + ": oracle says " + (expected ? "race" : "no race") + ", engine says " + race + "\nexecution:\n" + history);
            }
            if (race == null) {
                return;
            }
            int u = indexOf(threads, race.earlierThread());
            if (race.earlierKind() == AccessKind.WRITE) {
                assertEquals(oracle.writer(x), u, where + ": the named write is the last write");
                assertTrue(!oracle.writeOrdered(t, x), where + ": the named write is unordered");
                assertEquals(writeSite[x], race.earlierSite(), where + ": the named write's site");
            } else {
                assertTrue(oracle.hasRead(x, u) && !oracle.readOrdered(t, x, u), where + ": the named read is unordered");
                assertEquals(readSite[x][u], race.earlierSite(), where + ": the named read's site");
            }
        }

        private static int indexOf(ThreadState[] threads, ThreadState s) {
            for (int i = 0; i < threads.length; i++) {
                if (threads[i] == s) {
                    return i;
                }
            }
            throw new AssertionError("unknown thread " + s);
        }
    }

    /** A thread's pass over elements [from, to) of one run: 0 writes, 1 reads, 2 read then write each. */
    private static final class Sweep {
        final int run;
        final int to;
        final int pattern;
        final String site;
        /** Now and then the site changes in the middle (another statement of the loop). */
        final boolean wobbly;
        int next;
        boolean readDone;

        Sweep(int run, int from, int to, int pattern, String site, boolean wobbly) {
            this.run = run;
            this.next = from;
            this.to = to;
            this.pattern = pattern;
            this.site = site;
            this.wobbly = wobbly;
        }

        void next(Execution e, int t, int step) {
            int x = e.firstOf(run) + next;
            String at = wobbly && e.random.nextInt(4) == 0 ? SITES[2 + e.random.nextInt(2)] : site;
            if (pattern == 0) {
                e.access(t, x, true, at, step);
                next++;
            } else if (pattern == 1) {
                e.access(t, x, false, at, step);
                next++;
            } else if (!readDone) {
                e.access(t, x, false, at, step);
                readDone = true;
            } else {
                e.access(t, x, true, at == site ? "w" + site : at, step);
                readDone = false;
                next++;
            }
            if (next >= to) {
                e.sweeps[t] = null;
                if (e.random.nextBoolean()) { // a barrier's half: the thread's epoch ends, others may read the volatile
                    e.plain.volatileWrite(e.plainThreads[t], e.plainSyncs[LOCKS]);
                    e.compact.volatileWrite(e.compactThreads[t], e.compactSyncs[LOCKS]);
                    e.oracle.volatileWrite(t, LOCKS);
                    e.log(t, "vwr v" + LOCKS + " (after the sweep)");
                }
            }
        }
    }
}

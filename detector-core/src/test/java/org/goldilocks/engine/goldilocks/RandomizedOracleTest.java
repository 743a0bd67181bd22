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
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Long random executions against {@link VectorClockOracle}, run on two engines in lockstep: one
 * is called for every access, the other only when {@link Variable#canSkip} is false (as the VM's
 * inline fast path does). Checks on every access:
 * <ul>
 * <li>both verdicts equal the oracle's, and a race names an earlier access the oracle confirms
 * is conflicting and unordered;</li>
 * <li>whenever canSkip is true, the engine answers race-free and leaves the variable as it was;</li>
 * <li>with tiny chunks and thresholds, reclamation passes (partially eager evaluation) run all the
 * time, also forced at random points, and must not change any verdict;</li>
 * <li>the second engine's variables are members of element blocks, made at their first access,
 * so passes find their records through a block's one registry entry.</li>
 * </ul>
 */
class RandomizedOracleTest {
    private static final int THREADS = 6;
    private static final int LOCKS = 3;
    private static final int VOLATILES = 2;
    private static final int VARIABLES = 10;
    private static final int STEPS = 4000;
    /** The fast side's variables are element blocks' members ({@code Engine.newElementBlock}), this many a block. */
    private static final int BLOCK = 4;

    @ParameterizedTest(name = "chunk capacity {0}, min live {1}, factor {2}")
    @CsvSource({"4096, 65536, 2", "3, 4, 1", "1, 1, 1"})
    void verdictsEqualTheOracleWithAndWithoutTheFastPath(int capacity, long minLive, int factor) {
        long passes = 0;
        long racy = 0;
        long skipped = 0;
        for (long seed = 1; seed <= 15; seed++) {
            Run run = new Run(new Random(seed * 7919), capacity, minLive, factor);
            run.execute();
            passes += run.all.engine.reclamationPasses();
            racy += run.racy;
            skipped += run.skipped;
        }
        System.out.printf("goldilocks randomized (capacity %d): %d racy accesses, %d skipped, %d passes%n",
                capacity, racy, skipped, passes);
        assertTrue(racy > 1000, "the executions must contain races: " + racy);
        assertTrue(skipped > 1000, "the fast path must be exercised: " + skipped);
        if (capacity < 10) {
            assertTrue(passes > 1000, "reclamation passes must run: " + passes);
        }
    }

    /** One engine with its own threads, locks and variables, indexed like the oracle's. */
    private static final class Side {
        final GoldilocksEngine engine;
        final ThreadState[] threads = new ThreadState[THREADS];
        final SyncVar[] syncs = new SyncVar[LOCKS + VOLATILES];
        final Variable[] vars = new Variable[VARIABLES];
        /** With blocks: variables made at their first access, as members of element blocks (null: made up front). */
        final Object[] blocks;

        Side(int capacity, long minLive, int factor, boolean inBlocks) {
            engine = new GoldilocksEngine(capacity, minLive, factor);
            threads[0] = engine.rootThread("T0");
            for (int i = 0; i < syncs.length; i++) {
                syncs[i] = engine.newSyncVar(i < LOCKS ? "m" + i : "v" + (i - LOCKS));
            }
            if (inBlocks) {
                blocks = new Object[(VARIABLES + BLOCK - 1) / BLOCK];
                for (int i = 0; i < blocks.length; i++) {
                    blocks[i] = engine.newElementBlock();
                }
            } else {
                blocks = null;
                for (int i = 0; i < VARIABLES; i++) {
                    vars[i] = engine.newVariable();
                }
            }
        }

        /** Variable x; in blocks, made on first use, so a block can be registered with a chunk before a member exists. */
        Variable var(int x) {
            if (vars[x] == null) {
                vars[x] = engine.newElement(null, blocks[x / BLOCK]);
            }
            return vars[x];
        }

        int indexOf(ThreadState t) {
            for (int i = 0; i < THREADS; i++) {
                if (threads[i] == t) {
                    return i;
                }
            }
            throw new AssertionError("unknown thread " + t);
        }
    }

    private static final class Run {
        final Random random;
        final Side all;
        final Side fast;
        final VectorClockOracle oracle = new VectorClockOracle(THREADS, LOCKS + VOLATILES, VARIABLES);
        final int[] lockOwner = new int[LOCKS];
        final boolean[] alive = new boolean[THREADS];
        final boolean[] ended = new boolean[THREADS];
        final int[] locksHeld = new int[THREADS];
        int forked = 1;
        /** The execution so far, for failure messages. */
        final StringBuilder history = new StringBuilder();
        long racy;
        long skipped;

        Run(Random random, int capacity, long minLive, int factor) {
            this.random = random;
            all = new Side(capacity, minLive, factor, false);
            fast = new Side(capacity, minLive, factor, true);
            Arrays.fill(lockOwner, -1);
            alive[0] = true;
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
                act(t, step);
            }
        }

        private void act(int t, int step) {
            int pick = random.nextInt(100);
            if (pick < 3 && forked < THREADS) {
                int child = forked++;
                all.threads[child] = all.engine.fork(all.threads[t], "T" + child);
                fast.threads[child] = fast.engine.fork(fast.threads[t], "T" + child);
                all.engine.start(all.threads[child]);
                fast.engine.start(fast.threads[child]);
                oracle.fork(t, child);
                alive[child] = true;
                log(t, "fork T" + child);
            } else if (pick < 5 && t != 0 && locksHeld[t] == 0 && countAlive() > 1) {
                all.engine.end(all.threads[t]);
                fast.engine.end(fast.threads[t]);
                alive[t] = false;
                ended[t] = true;
                log(t, "end");
            } else if (pick < 8) {
                int u = random.nextInt(forked);
                if (ended[u] && u != t) {
                    all.engine.join(all.threads[t], all.threads[u]);
                    fast.engine.join(fast.threads[t], fast.threads[u]);
                    oracle.join(t, u);
                    log(t, "join T" + u);
                }
            } else if (pick < 22) {
                int l = random.nextInt(LOCKS);
                if (lockOwner[l] < 0) {
                    lockOwner[l] = t;
                    locksHeld[t]++;
                    all.engine.acquire(all.threads[t], all.syncs[l]);
                    fast.engine.acquire(fast.threads[t], fast.syncs[l]);
                    oracle.acquire(t, l);
                    log(t, "acq m" + l);
                } else if (lockOwner[l] == t) {
                    lockOwner[l] = -1;
                    locksHeld[t]--;
                    all.engine.release(all.threads[t], all.syncs[l]);
                    fast.engine.release(fast.threads[t], fast.syncs[l]);
                    oracle.release(t, l);
                    log(t, "rel m" + l);
                }
            } else if (pick < 30) {
                int v = LOCKS + random.nextInt(VOLATILES);
                switch (random.nextInt(3)) {
                    case 0 -> {
                        all.engine.volatileRead(all.threads[t], all.syncs[v]);
                        fast.engine.classObserved(fast.threads[t], fast.syncs[v]);
                        oracle.volatileRead(t, v);
                        log(t, "vrd v" + v);
                    }
                    case 1 -> {
                        all.engine.volatileWrite(all.threads[t], all.syncs[v]);
                        fast.engine.classInitialized(fast.threads[t], fast.syncs[v]);
                        oracle.volatileWrite(t, v);
                        log(t, "vwr v" + v);
                    }
                    default -> {
                        all.engine.volatileReadWrite(all.threads[t], all.syncs[v]);
                        fast.engine.volatileReadWrite(fast.threads[t], fast.syncs[v]);
                        oracle.volatileRead(t, v);
                        oracle.volatileWrite(t, v);
                        log(t, "vwr v" + v);
                    }
                }
            } else if (pick < 31) {
                all.engine.reclaimNow();
                fast.engine.reclaimNow();
                log(t, "(reclaim)");
            } else {
                access(t, random.nextInt(VARIABLES), random.nextInt(3) == 0, step);
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

        private void access(int t, int x, boolean write, int step) {
            AccessKind kind = write ? AccessKind.WRITE : AccessKind.READ;
            boolean expected = oracle.racy(t, x, write);
            log(t, kind.lowerCase() + " x" + x + (expected ? " (racy)" : ""));
            String where = "step " + step + ": T" + t + " " + kind.lowerCase() + " x" + x;

            ThreadState ta = all.threads[t];
            GVariable va = (GVariable) all.vars[x];
            boolean skippable = va.canSkip(ta.epochWord(), write);
            String before = describe(va);
            String site = where;
            where += " [canSkip=" + skippable + ", state " + before + "]";
            Race ra = all.engine.access(ta, va, kind, site);
            if (skippable) {
                assertNull(ra, where + ": canSkip was true");
                assertEquals(before, describe(va), where + ": canSkip was true, the state must not change");
            }
            check(expected, ra, all, t, x, where);

            ThreadState tf = fast.threads[t];
            Variable vf = fast.var(x);
            Race rf = null;
            if (vf.canSkip(tf.epochWord(), write)) {
                skipped++;
            } else {
                rf = fast.engine.access(tf, vf, kind, site);
            }
            check(expected, rf, fast, t, x, where + " (fast path)");

            if (expected) {
                racy++;
                if (random.nextBoolean()) { // report mode: performed anyway
                    all.engine.commit(ta, va, kind, site);
                    fast.engine.commit(tf, vf, kind, site);
                    oracle.record(t, x, write);
                }
            } else {
                oracle.record(t, x, write);
            }
        }

        private void check(boolean expected, Race race, Side side, int t, int x, String where) {
            if (expected != (race != null)) {
                fail(where + ": oracle says " + (expected ? "race" : "no race") + ", engine says " + race
                        + "\nexecution:\n" + history);
            }
            if (race == null) {
                return;
            }
            int u = side.indexOf(race.earlierThread());
            if (race.earlierKind() == AccessKind.WRITE) {
                assertEquals(oracle.writer(x), u, where + ": the named write is the last write");
                assertTrue(!oracle.writeOrdered(t, x), where + ": the named write is unordered");
            } else {
                assertTrue(oracle.hasRead(x, u) && !oracle.readOrdered(t, x, u), where + ": the named read is unordered");
            }
        }

        /** Everything a later check can observe about a variable. */
        private static String describe(GVariable v) {
            StringBuilder s = new StringBuilder();
            s.append(v.exclusiveWordForTests()).append('/').append(v.readWordForTests());
            describe(s.append(" w="), v.write);
            for (int i = 0; i < v.readCount; i++) {
                describe(s.append(" r="), v.reads[i]);
            }
            return s.toString();
        }

        private static void describe(StringBuilder s, AccessRecord r) {
            if (r != null) {
                s.append(r.owner).append('@').append(r.chunk.base + r.index).append(':').append(r.site);
            }
        }
    }
}

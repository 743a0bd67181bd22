package org.goldilocks.engine.goldilocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;

import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Real Java threads drive one engine concurrently, reporting events the way the runtime must
 * (an acquire after the real lock is taken, a release before it is let go, a volatile access and
 * its report in one critical section). Correctly synchronized patterns must report nothing; with
 * tiny chunks, reclamation passes run concurrently with the accesses.
 */
class ConcurrencyStressTest {
    private static final int THREADS = 4;
    private static final int ITERATIONS = 15_000;
    private static final int LOCKS = 4;
    private static final int GUARDED = 32;
    private static final int ROUNDS = ITERATIONS / 8;

    @ParameterizedTest(name = "chunk capacity {0}, min live {1}")
    @CsvSource({"4096, 65536", "16, 32"})
    void correctlySynchronizedPatternsReportNoRace(int capacity, long minLive) throws Exception {
        GoldilocksEngine engine = new GoldilocksEngine(capacity, minLive, 1);
        Program p = new Program(engine);
        Queue<String> races = new ConcurrentLinkedQueue<>();
        ThreadState main = engine.rootThread("main");
        for (Variable v : p.guarded) {
            record(races, "main init", engine.write(main, v, "init"));
        }
        List<Thread> threads = new ArrayList<>();
        List<ThreadState> states = new ArrayList<>();
        CyclicBarrier start = new CyclicBarrier(THREADS);
        for (int i = 0; i < THREADS; i++) {
            ThreadState t = engine.fork(main, "worker-" + i);
            int me = i;
            states.add(t);
            threads.add(new Thread(() -> {
                engine.start(t);
                await(start);
                p.work(t, me, races);
                engine.end(t);
            }));
        }
        threads.forEach(Thread::start);
        for (int i = 0; i < THREADS; i++) {
            threads.get(i).join();
            engine.join(main, states.get(i));
        }
        for (Variable v : p.guarded) {
            record(races, "main after join", engine.write(main, v, "final"));
        }
        record(races, "main after join", engine.write(main, p.spinGuarded, "final"));
        assertEquals(List.of(), List.copyOf(races));
        if (capacity < 100) {
            assertTrue(engine.reclamationPasses() > 10, "passes ran: " + engine.reclamationPasses());
        }
    }

    @Test
    void unsynchronizedWritesByTwoThreadsAreReported() throws Exception {
        GoldilocksEngine engine = new GoldilocksEngine(16, 32, 1);
        ThreadState main = engine.rootThread("main");
        Variable shared = engine.newVariable();
        Queue<String> races = new ConcurrentLinkedQueue<>();
        CyclicBarrier start = new CyclicBarrier(2);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ThreadState t = engine.fork(main, "writer-" + i);
            Object ownMonitor = new Object();
            SyncVar ownLock = engine.newSyncVar("own-" + i); // each thread only ever syncs with itself
            threads.add(new Thread(() -> {
                engine.start(t);
                await(start);
                for (int k = 0; k < 2_000; k++) {
                    record(races, t.name(), engine.write(t, shared, t.name()));
                    synchronized (ownMonitor) {
                        engine.acquire(t, ownLock);
                        engine.release(t, ownLock);
                    }
                }
                engine.end(t);
            }));
        }
        threads.forEach(Thread::start);
        for (Thread th : threads) {
            th.join();
        }
        assertTrue(races.size() > 0, "the second writer's writes race with the first's");
    }

    private static void record(Queue<String> races, String who, Race race) {
        if (race != null) {
            races.add(who + ": " + race);
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The shared state and the three synchronization patterns the workers use. */
    private static final class Program {
        final GoldilocksEngine engine;
        final Object[] monitors = new Object[LOCKS];
        final SyncVar[] locks = new SyncVar[LOCKS];
        final Variable[] guarded = new Variable[GUARDED];
        // Per worker: data published through its volatile mailbox, one fresh variable per round.
        final Object[] mailboxMonitor = new Object[THREADS];
        final SyncVar[] mailbox = new SyncVar[THREADS];
        final int[] published = new int[THREADS];
        final Variable[][] data = new Variable[THREADS][ROUNDS];
        // A lock built on a volatile flag and a compare-and-set (its atomicity: flagMonitor).
        final Object flagMonitor = new Object();
        final SyncVar flag;
        boolean flagSet;
        final Variable spinGuarded;

        Program(GoldilocksEngine engine) {
            this.engine = engine;
            for (int i = 0; i < LOCKS; i++) {
                monitors[i] = new Object();
                locks[i] = engine.newSyncVar("lock-" + i);
            }
            for (int i = 0; i < GUARDED; i++) {
                guarded[i] = engine.newVariable();
            }
            for (int i = 0; i < THREADS; i++) {
                mailboxMonitor[i] = new Object();
                mailbox[i] = engine.newSyncVar("mailbox-" + i);
                published[i] = -1;
                for (int r = 0; r < ROUNDS; r++) {
                    data[i][r] = engine.newVariable();
                }
            }
            flag = engine.newSyncVar("flag");
            spinGuarded = engine.newVariable();
        }

        void work(ThreadState t, int me, Queue<String> races) {
            SplittableRandom random = new SplittableRandom(me * 31L + 7);
            int round = 0;
            for (int k = 0; k < ITERATIONS; k++) {
                int op = random.nextInt(10);
                if (op < 6) {
                    int x = random.nextInt(GUARDED);
                    int l = x % LOCKS;
                    int other = random.nextInt(LOCKS);
                    int first = Math.min(l, other);
                    int second = Math.max(l, other);
                    synchronized (monitors[first]) {
                        engine.acquire(t, locks[first]);
                        if (second != first) {
                            synchronized (monitors[second]) {
                                engine.acquire(t, locks[second]);
                                access(t, x, random, races);
                                engine.release(t, locks[second]);
                            }
                        } else {
                            access(t, x, random, races);
                        }
                        engine.release(t, locks[first]);
                    }
                } else if (op < 8) {
                    if (round < ROUNDS && random.nextBoolean()) {
                        record(races, t.name(), engine.write(t, data[me][round], "produce"));
                        synchronized (mailboxMonitor[me]) {
                            published[me] = round;
                            engine.volatileWrite(t, mailbox[me]);
                        }
                        round++;
                    } else {
                        int from = random.nextInt(THREADS);
                        int seen;
                        synchronized (mailboxMonitor[from]) {
                            engine.volatileRead(t, mailbox[from]);
                            seen = published[from];
                        }
                        if (seen >= 0) {
                            record(races, t.name(), engine.read(t, data[from][seen], "consume"));
                        }
                    }
                } else {
                    spinLock(t);
                    record(races, t.name(), engine.write(t, spinGuarded, "spin-guarded"));
                    spinUnlock(t);
                }
            }
        }

        private void access(ThreadState t, int x, SplittableRandom random, Queue<String> races) {
            Variable v = guarded[x];
            boolean write = random.nextInt(3) == 0;
            if (v.canSkip(t.epochWord(), write)) {
                return; // the runtime's inline fast path
            }
            record(races, t.name(), write ? engine.write(t, v, "w") : engine.read(t, v, "r"));
        }

        private void spinLock(ThreadState t) {
            for (;;) {
                synchronized (flagMonitor) {
                    if (!flagSet) {
                        flagSet = true;
                        engine.volatileReadWrite(t, flag); // a successful compare-and-set
                        return;
                    }
                }
                Thread.onSpinWait();
            }
        }

        private void spinUnlock(ThreadState t) {
            synchronized (flagMonitor) {
                flagSet = false;
                engine.volatileWrite(t, flag);
            }
        }
    }
}

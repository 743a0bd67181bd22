package org.goldilocks.engine.fasttrack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.junit.jupiter.api.Test;

/**
 * Real threads calling the engine at once, following the calling contract: accesses under a real
 * lock reported as acquire/release never race, thread-private variables never race, and of the
 * first writes of a shared variable, made before any synchronization, all but one race.
 */
class FastTrackConcurrencyTest {
    private static final int THREADS = 4;
    private static final int ROUNDS = 5_000;

    @Test
    void concurrentCallersGetHappensBeforeVerdicts() throws Exception {
        Engine engine = new FastTrackEngine();
        ThreadState main = engine.rootThread("main");
        ReentrantLock realLock = new ReentrantLock();
        SyncVar lock = engine.newSyncVar("lock");
        Variable guarded = engine.newVariable();
        Variable unguarded = engine.newVariable();
        AtomicInteger guardedRaces = new AtomicInteger();
        AtomicInteger privateRaces = new AtomicInteger();
        AtomicInteger unguardedRaces = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        List<ThreadState> states = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            ThreadState t = engine.fork(main, "t" + i);
            states.add(t);
            Thread thread = new Thread(() -> {
                engine.start(t);
                Variable mine = engine.newVariable();
                // Before any synchronization: concurrent with the other threads' first writes.
                count(unguardedRaces, engine.write(t, unguarded, "first") != null);
                for (int r = 0; r < ROUNDS; r++) {
                    realLock.lock();
                    try {
                        engine.acquire(t, lock);
                        count(guardedRaces, engine.read(t, guarded, r) != null);
                        count(guardedRaces, engine.write(t, guarded, r) != null);
                        engine.release(t, lock);
                    } finally {
                        realLock.unlock();
                    }
                    count(privateRaces, engine.write(t, mine, r) != null);
                    count(privateRaces, engine.read(t, mine, r) != null);
                }
                engine.end(t);
            });
            threads.add(thread);
        }
        threads.forEach(Thread::start);
        for (int i = 0; i < THREADS; i++) {
            threads.get(i).join();
            engine.join(main, states.get(i));
        }
        assertEquals(0, guardedRaces.get());
        assertEquals(0, privateRaces.get());
        assertEquals(THREADS - 1, unguardedRaces.get(), "only the first of the unordered writes is performed");
        assertEquals(null, engine.write(main, guarded, "after joins"));
    }

    private static void count(AtomicInteger counter, boolean race) {
        if (race) {
            counter.incrementAndGet();
        }
    }
}

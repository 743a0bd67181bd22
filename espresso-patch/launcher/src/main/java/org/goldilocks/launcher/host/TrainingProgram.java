package org.goldilocks.launcher.host;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The guest program of the build's AOT training run ({@link HostImage}): a few seconds of what
 * programs do under detection, so that the host classes and method profiles a run needs (the
 * launcher's, Espresso's, the engines', Truffle's and Graal's, which compiles the hot methods
 * below) are in the cache every later launch maps. Threads started and joined, monitors, a
 * {@code java.util.concurrent} lock, volatiles, an executor, a latch, collections, strings, and
 * one deliberate race (run in report mode) so the report path is trained too. Never part of a
 * user's run.
 */
public final class TrainingProgram {
    private static final int ROUNDS = 3;
    private static final int THREADS = 4;
    private static final int STEPS = 10_000;

    private static final Object MONITOR = new Object();
    private static final ReentrantLock LOCK = new ReentrantLock();
    private static long guarded;
    private static long locked;
    private static volatile long published;
    /** Written by two threads without synchronization: the race the report path trains on. */
    private static int racy;

    private TrainingProgram() {
    }

    public static void main(String[] args) throws Exception {
        long check = 0;
        for (int round = 0; round < ROUNDS; round++) {
            check += threads(round);
            check += executor(round);
        }
        race();
        if (guarded != (long) ROUNDS * THREADS * STEPS || locked != guarded) {
            throw new AssertionError("lost updates: " + guarded + " " + locked);
        }
        System.out.println("training done " + check + " " + published);
    }

    private static long threads(int round) throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        long[] sums = new long[THREADS];
        for (int t = 0; t < THREADS; t++) {
            int id = t;
            threads.add(new Thread(() -> sums[id] = work(round, id), "training-" + round + "-" + t));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        long total = 0;
        for (long s : sums) {
            total += s;
        }
        return total;
    }

    private static long work(int round, int id) {
        Map<Integer, String> names = new HashMap<>();
        long sum = 0;
        for (int i = 0; i < STEPS; i++) {
            synchronized (MONITOR) {
                guarded++;
            }
            LOCK.lock();
            try {
                locked++;
            } finally {
                LOCK.unlock();
            }
            sum += mix(i, id);
            if ((i & 1023) == 0) {
                names.put(i, "r" + round + "t" + id + "i" + i);
                published = sum;
            }
        }
        return sum + names.size();
    }

    private static long mix(int i, int id) {
        long x = i * 31L + id;
        return (x ^ (x >>> 7)) & 0xff;
    }

    private static long executor(int round) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Map<Integer, Long> results = new ConcurrentHashMap<>();
        AtomicLong counter = new AtomicLong();
        CountDownLatch done = new CountDownLatch(8);
        List<Future<Long>> futures = new ArrayList<>();
        try {
            for (int task = 0; task < 8; task++) {
                int id = task;
                futures.add(pool.submit(() -> {
                    long s = 0;
                    for (int i = 0; i < STEPS / 8; i++) {
                        s += mix(i, id);
                        counter.incrementAndGet();
                    }
                    results.put(id, s);
                    done.countDown();
                    return s;
                }));
            }
            done.await();
            long total = 0;
            for (Future<Long> f : futures) {
                total += f.get();
            }
            return total + results.size() + counter.get() + round;
        } finally {
            pool.shutdown();
        }
    }

    private static void race() throws InterruptedException {
        Thread a = new Thread(() -> racy = 1, "training-race-a");
        Thread b = new Thread(() -> racy = 2, "training-race-b");
        a.start();
        b.start();
        a.join();
        b.join();
    }
}

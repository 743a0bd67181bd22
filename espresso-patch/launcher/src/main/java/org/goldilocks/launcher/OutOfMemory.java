package org.goldilocks.launcher;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.charset.Charset;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The guest heap is the host heap: when the program exhausts it, the host may run out of memory
 * outside the guest too (in Truffle, in the launcher, while the context closes). Such a host
 * OutOfMemoryError becomes one line on stderr and status 1, java's status for an uncaught
 * OutOfMemoryError in main. A small reserve, freed on the first sign of exhaustion, leaves room for
 * that error path. Exactly one line says that the heap ran out: the program's uncaught
 * OutOfMemoryError as the launcher prints it, or the launcher's own ({@link #claimLine}). Host
 * threads other than main that die of an OutOfMemoryError (Truffle's compiler threads), or of
 * anything once the heap ran out, do so quietly.
 * <p>
 * G1, the host's collector, has no GC overhead limit in JDK 25: a program that fills the heap with
 * small objects can keep the host collecting for ever without an OutOfMemoryError. A watchdog
 * declares the heap exhausted when, for {@value #THRASH_MS} ms, collections took at least
 * {@value #THRASH_GC_PERCENT}% of the time and left at least {@value #THRASH_FULL_PERCENT}% of the
 * heap in use.
 */
final class OutOfMemory {
    static final int STATUS = 1;
    static final String MESSAGE = "out of memory: the program exhausted the heap (raise it with -Xmx<size>)";
    static final String STACK_MESSAGE = "stack overflow: the program exhausted the thread stack (raise it with -Xss<size>)";
    private static final String LAUNCHER_LINE = "goldilocks: error: " + MESSAGE;
    private static final long HALT_AFTER_MS = 10_000;
    private static final long SAMPLE_MS = 500;
    static final long THRASH_MS = 5_000;
    static final int THRASH_GC_PERCENT = 90;
    static final int THRASH_FULL_PERCENT = 90;
    private static final CountDownLatch EXITING = new CountDownLatch(1);
    private static final long LINE_WAIT_MS = 2_000;
    /*
     * Who prints the one line about the exhausted heap. The program's end claims it, works out its
     * text (guest calls, slow while the collector thrashes), then commits and writes it. The
     * launcher (the watchdog, the last resort) takes a free line, or one claimed but not committed
     * LINE_WAIT_MS later, and writes its own. Exactly one writer, and nobody halts before it wrote
     * (seen: status 1 and an empty stderr when main halted while the watchdog held the line).
     */
    private static final int LINE_FREE = 0;
    private static final int LINE_CLAIMED = 1;
    private static final int LINE_COMMITTED = 2;
    private static final int LINE_LAUNCHERS = 3;
    private static final AtomicInteger LINE = new AtomicInteger(LINE_FREE);
    private static final CountDownLatch LINE_SAID = new CountDownLatch(1);

    private static volatile byte[] reserve;
    /** The line, encoded and with its stream, ready before memory runs out. */
    private static byte[] lineBytes;
    private static FileOutputStream stderr;
    private static volatile Runnable beforeHalt;
    private static volatile boolean exhausted;

    private OutOfMemory() {
    }

    /** Before the VM starts: the reserve, the quiet handler for host threads, the watchdog. */
    static void arm() {
        reserve = new byte[(int) Math.min(8L << 20, Runtime.getRuntime().maxMemory() / 64)];
        lineBytes = (LAUNCHER_LINE + System.lineSeparator()).getBytes(Charset.defaultCharset());
        stderr = new FileOutputStream(FileDescriptor.err);
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            if (e instanceof OutOfMemoryError) {
                release();
            } else if (!exhausted) {
                // Not ThreadGroup.uncaughtException: with a default handler set, it calls this one again.
                InternalFailure.report("in thread \"" + thread.getName() + "\"", e);
            }
            // Once the heap ran out, the line says so; what other threads die of while the context is
            // cancelled and torn down (Truffle's CancelExecution, seen) is not the program's.
        });
        daemon(OutOfMemory::haltWhenStuck, "goldilocks-exit").start();
        daemon(OutOfMemory::watchCollections, "goldilocks-heap-watch").start();
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * The launcher's exit, its outputs written. After the heap ran out during the run, a halt: the
     * shutdown hooks and the exit logging could fail for lack of memory, printing more. Otherwise
     * System.exit, halting after HALT_AFTER_MS if a shutdown hook hangs.
     */
    static void exit(int status) {
        ContextErr.sayPending();
        EXITING.countDown();
        if (exhausted) {
            if (LINE.get() != LINE_FREE) {
                awaitLine(); // the watchdog may be writing it
            }
            try {
                System.out.flush();
                System.err.flush();
            } catch (Throwable t) {
                // halting anyway
            }
            Runtime.getRuntime().halt(status);
        }
        System.exit(status);
    }

    /** Once an exit has begun, it ends within HALT_AFTER_MS even if shutdown hooks hang. */
    private static void haltWhenStuck() {
        try {
            EXITING.await();
            Thread.sleep(HALT_AFTER_MS);
        } catch (InterruptedException e) {
            // halt anyway
        }
        Runtime.getRuntime().halt(STATUS);
    }

    private static void watchCollections() {
        List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
        List<MemoryPoolMXBean> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                        .filter(p -> p.getType() == MemoryType.HEAP && p.isCollectionUsageThresholdSupported()).toList();
        long max = Runtime.getRuntime().maxMemory();
        long lastGc = gcMillis(collectors);
        long lastWall = System.nanoTime();
        long thrashingMs = 0;
        while (true) {
            boolean exhausted;
            try {
                Thread.sleep(SAMPLE_MS);
                long gc = gcMillis(collectors);
                long wall = System.nanoTime();
                boolean collecting = (gc - lastGc) * 100 >= THRASH_GC_PERCENT * Math.max(1, (wall - lastWall) / 1_000_000);
                lastGc = gc;
                long live = 0;
                for (MemoryPoolMXBean pool : heapPools) {
                    MemoryUsage afterGc = pool.getCollectionUsage();
                    live += afterGc == null ? 0 : afterGc.getUsed();
                }
                exhausted = collecting && live * 100 >= THRASH_FULL_PERCENT * max;
            } catch (InterruptedException e) {
                return;
            } catch (OutOfMemoryError e) {
                exhausted = true; // even this sample found no memory
            }
            long wall = System.nanoTime();
            thrashingMs = exhausted ? thrashingMs + (wall - lastWall) / 1_000_000 : 0;
            lastWall = wall;
            if (thrashingMs >= THRASH_MS) {
                reportAndExit();
                return;
            }
        }
    }

    private static long gcMillis(List<GarbageCollectorMXBean> collectors) {
        long sum = 0;
        for (GarbageCollectorMXBean c : collectors) {
            sum += Math.max(0, c.getCollectionTime());
        }
        return sum;
    }

    static boolean exhausted() {
        return exhausted;
    }

    /** Has the heap run out: exhausted, or the program's OutOfMemoryError being reported? */
    static boolean heapRanOut() {
        return exhausted || LINE.get() != LINE_FREE;
    }

    /** The heap ran out: frees the reserve. */
    static void release() {
        exhausted = true;
        reserve = null;
    }

    static LaunchException error() {
        release();
        return new LaunchException(STATUS, MESSAGE);
    }

    static LaunchException stackError() {
        return new LaunchException(STATUS, STACK_MESSAGE);
    }

    /**
     * One line says that the heap ran out: the launcher's, or the program's uncaught
     * OutOfMemoryError as the launcher prints it. The watchdog can fire while main is printing the
     * latter (seen: both lines). True if the caller is to print it: it then calls
     * {@link #commitLine} right before writing, and {@link #lineSaid} in any case.
     */
    static boolean claimLine() {
        return LINE.compareAndSet(LINE_FREE, LINE_CLAIMED);
    }

    /** The claimer is about to write: false if the launcher took the line over meanwhile. */
    static boolean commitLine() {
        return LINE.compareAndSet(LINE_CLAIMED, LINE_COMMITTED) || LINE.get() == LINE_COMMITTED;
    }

    static void lineSaid() {
        LINE_SAID.countDown();
    }

    /**
     * The last resort (a host OutOfMemoryError reached Main.main, or the watchdog found the heap
     * exhausted): the line, the race outputs (marked incomplete), then halt. Not System.exit: its
     * shutdown hooks and logging need memory there is none of.
     */
    static synchronized void reportAndExit() {
        release();
        EXITING.countDown();
        try {
            System.out.flush();
            System.err.flush();
        } catch (Throwable t) {
            // what was buffered is lost; the line still goes out
        }
        sayLine();
        Runnable last = beforeHalt;
        if (last != null) {
            try {
                last.run();
            } catch (Throwable t) {
                // as much as could be written
            }
        }
        try {
            System.out.flush();
            System.err.flush();
        } catch (Throwable t) {
            // halting anyway
        }
        Runtime.getRuntime().halt(STATUS);
    }

    /**
     * Prints the launcher's line unless the program's end is saying it (then waits for it to be out,
     * and says it after all if the program's end never got to write it).
     */
    static void sayLine() {
        if (!LINE.compareAndSet(LINE_FREE, LINE_LAUNCHERS)) {
            awaitLine();
            if (!LINE.compareAndSet(LINE_CLAIMED, LINE_LAUNCHERS)) {
                return;
            }
        }
        try {
            writeLine(null);
        } finally {
            lineSaid();
        }
    }

    static boolean isHeapError(LaunchException e) {
        return MESSAGE.equals(e.getMessage());
    }

    /**
     * One line on stderr, encoded before anything is written so that a lack of memory cannot cut it;
     * null or no memory to encode it: the launcher's line.
     */
    static void writeLine(String text) {
        byte[] bytes = lineBytes;
        try {
            if (text != null) {
                bytes = (text + System.lineSeparator()).getBytes(Charset.defaultCharset());
            }
        } catch (OutOfMemoryError e) {
            // the launcher's line, encoded at start
        }
        try {
            System.err.flush();
        } catch (RuntimeException | OutOfMemoryError e) {
            // what was buffered is lost; the line still goes out
        }
        try {
            if (stderr != null) {
                stderr.write(bytes);
            } else {
                System.err.write(bytes);
            }
        } catch (IOException | OutOfMemoryError e) {
            // stderr is gone or nothing is left: the status says it
        }
    }

    /** The program's end is being printed: let it finish before halting. */
    private static void awaitLine() {
        try {
            LINE_SAID.await(LINE_WAIT_MS, TimeUnit.MILLISECONDS);
        } catch (Throwable t) {
            // halting anyway
        }
    }

    /** What must still happen when the launcher halts for lack of memory (writing the race outputs). */
    static void beforeHalt(Runnable r) {
        beforeHalt = r;
    }
}

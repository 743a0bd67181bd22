package org.goldilocks.corpus.support;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Bounded waiting for race-free corpus programs. If a partner thread dies of an unexpected
 * exception (a false race report, say), a program must fail with that exception, not spin or block
 * forever and keep burning CPU for the rest of the run: wait loops call {@link #spin(long)} and
 * blocking java.util.concurrent calls use their timed forms with {@link #SECONDS}. Neither adds any
 * synchronization (System.nanoTime is not an action of the memory model).
 */
public final class Waits {
    /** How long a program waits for one condition before giving up; far above any legitimate wait. */
    public static final long SECONDS = 60;
    public static final TimeUnit UNIT = TimeUnit.SECONDS;

    private Waits() {
    }

    /** A deadline {@link #SECONDS} from now, for {@link #spin(long)}. */
    public static long deadline() {
        return System.nanoTime() + UNIT.toNanos(SECONDS);
    }

    /**
     * One iteration of a wait loop: gives the processor away (Thread.yield, which has no
     * synchronization semantics: the waited-for thread may need it on a machine with fewer cores
     * than threads), or throws an AssertionError once the deadline passed.
     */
    public static void spin(long deadline) {
        if (System.nanoTime() - deadline > 0) {
            throw new AssertionError("gave up waiting after " + SECONDS + " s");
        }
        Thread.yield();
    }

    /** Fails if a timed wait ({@code await(SECONDS, UNIT)}, {@code tryAcquire}, ...) returned false. */
    public static void check(boolean completed, String what) {
        if (!completed) {
            throw new AssertionError("gave up waiting for " + what + " after " + SECONDS + " s");
        }
    }

    /**
     * Shuts a pool down and waits up to {@link #SECONDS} for it to terminate. Never throws, so it
     * can sit in a finally block without replacing the exception on its way out (a racy program's
     * DataRaceException, say); a pool that does not terminate leaves live threads, which the
     * harness reports.
     */
    public static void shutdown(ExecutorService pool) {
        pool.shutdown();
        try {
            pool.awaitTermination(SECONDS, UNIT);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Fails if a timed poll returned null. */
    public static <T> T check(T value, String what) {
        if (value == null) {
            throw new AssertionError("gave up waiting for " + what + " after " + SECONDS + " s");
        }
        return value;
    }
}

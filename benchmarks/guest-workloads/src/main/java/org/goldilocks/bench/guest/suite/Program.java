package org.goldilocks.bench.guest.suite;

import java.util.concurrent.CyclicBarrier;

import org.goldilocks.bench.guest.Workers;

/**
 * One program of the whole-program suite, for one size and thread count. An iteration is what a
 * run of the whole program does: {@link #prepare} builds its inputs in fresh objects on the main
 * thread, as a program reads or generates its input when it starts (not timed); {@link #run}, the
 * measured part, is the multithreaded computation on fresh worker threads; {@link #check} verifies
 * what it computed (not timed) and returns a digest of it. No iteration touches an object of an
 * earlier one. Every iteration must give the same digest: the programs are race free and
 * deterministic, whatever the scheduling.
 */
public abstract class Program {
    /**
     * Loops over large arrays go through methods that handle a chunk (or a row) at a time: Espresso
     * compiles a method after some calls, and a long loop in a method called once would mostly run
     * in its interpreter.
     */
    protected static final int CHUNK = 1024;

    protected final int size;
    protected final int threads;

    protected Program(int size, int threads, int minSize) {
        if (size < minSize) {
            throw new IllegalArgumentException(getClass().getSimpleName() + ": size " + size + " is below " + minSize);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.size = size;
        this.threads = threads;
    }

    /** This iteration's inputs, in new objects (not timed). */
    protected void prepare() throws Exception {
    }

    /** One measured iteration. */
    protected abstract void run() throws Exception;

    /** Throws {@link WrongResult} unless the last run's result is right; its digest. */
    protected abstract long check() throws Exception;

    /** A result that is not what the program should have computed. */
    public static final class WrongResult extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public WrongResult(String message) {
            super(message);
        }
    }

    /** A worker of {@link #inBands}: its index, its band [lo, hi), the barrier all workers share. */
    protected interface Band {
        void run(int id, int lo, int hi, CyclicBarrier barrier) throws Exception;
    }

    /**
     * Runs {@code body} on {@link #threads} worker threads, each with its band of [0, n) (contiguous,
     * of nearly equal sizes) and one CyclicBarrier for all of them; returns when all have ended.
     */
    protected void inBands(String name, int n, Band body) throws InterruptedException {
        CyclicBarrier barrier = new CyclicBarrier(threads);
        Workers.run(threads, name, id -> body.run(id, bandStart(id, threads, n), bandStart(id + 1, threads, n), barrier));
    }

    /** First row (or index) of band {@code id} of {@code threads} over [0, n). */
    protected static int bandStart(int id, int threads, int n) {
        return (int) ((long) n * id / threads);
    }

    /** A 64-bit mix (the SplitMix64 finalizer): deterministic pseudo-random values from an index. */
    protected static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A double in [0, 1) from an index. */
    protected static double unit(long z) {
        return (mix(z) >>> 11) * 0x1.0p-53;
    }

    /** Folds a value into a digest (order matters). */
    protected static long fold(long digest, long value) {
        return mix(digest ^ value) + 0x9e3779b97f4a7c15L;
    }

    /** Digest of a double array, bit for bit. */
    protected static long digest(double[] values) {
        long d = values.length;
        for (int lo = 0; lo < values.length; lo += CHUNK) {
            d = digest(values, lo, Math.min(values.length, lo + CHUNK), d);
        }
        return d;
    }

    private static long digest(double[] values, int lo, int hi, long d) {
        for (int i = lo; i < hi; i++) {
            d = fold(d, Double.doubleToLongBits(values[i]));
        }
        return d;
    }
}

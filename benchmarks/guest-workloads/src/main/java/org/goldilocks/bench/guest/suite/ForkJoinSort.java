package org.goldilocks.bench.guest.suite;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

/**
 * Merge sort of n ints as recursive fork/join tasks on a ForkJoinPool of T threads: a task sorts
 * a range below {@link #CUTOFF} elements directly, else forks its two halves, joins them and
 * merges them through a buffer. Check: the output is in order and holds the same values as the
 * input (sum and a sum of hashes, both order-independent).
 */
final class ForkJoinSort extends Program {
    static final int CUTOFF = 4096;

    private int[] data;
    private long inputSum;
    private long inputHashes;

    ForkJoinSort(int size, int threads) {
        super(size, threads, 1);
    }

    @Override
    protected void prepare() {
        data = new int[size];
        long s = 0;
        long h = 0;
        for (int lo = 0; lo < size; lo += CHUNK) {
            int hi = Math.min(size, lo + CHUNK);
            fill(lo, hi);
            s += sum(data, lo, hi);
            h += hashes(data, lo, hi);
        }
        inputSum = s;
        inputHashes = h;
    }

    private void fill(int lo, int hi) {
        for (int i = lo; i < hi; i++) {
            data[i] = (int) mix(i);
        }
    }

    @Override
    protected void run() {
        int[] buffer = new int[size];
        try (ForkJoinPool pool = new ForkJoinPool(threads)) {
            pool.invoke(new Sort(data, buffer, 0, size));
        }
    }

    static final class Sort extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private final int[] data;
        private final int[] buffer;
        private final int lo;
        private final int hi;

        Sort(int[] data, int[] buffer, int lo, int hi) {
            this.data = data;
            this.buffer = buffer;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= CUTOFF) {
                Arrays.sort(data, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Sort(data, buffer, lo, mid), new Sort(data, buffer, mid, hi));
            int i = lo;
            int j = mid;
            for (int k = lo; k < hi; k++) {
                buffer[k] = j >= hi || i < mid && data[i] <= data[j] ? data[i++] : data[j++];
            }
            System.arraycopy(buffer, lo, data, lo, hi - lo);
        }
    }

    private static long sum(int[] a, int lo, int hi) {
        long s = 0;
        for (int i = lo; i < hi; i++) {
            s += a[i];
        }
        return s;
    }

    /** A sum of hashes of the values: equal for any order of the same values. */
    private static long hashes(int[] a, int lo, int hi) {
        long s = 0;
        for (int i = lo; i < hi; i++) {
            s += mix(a[i]);
        }
        return s;
    }

    @Override
    protected long check() {
        int[] a = data;
        long d = a.length;
        long s = 0;
        long h = 0;
        for (int lo = 0; lo < size; lo += CHUNK) {
            int hi = Math.min(size, lo + CHUNK);
            d = checkOrder(a, lo, hi, d);
            s += sum(a, lo, hi);
            h += hashes(a, lo, hi);
        }
        if (s != inputSum || h != inputHashes) {
            throw new WrongResult("forkjoin: the output does not hold the input's values");
        }
        return d;
    }

    private static long checkOrder(int[] a, int lo, int hi, long d) {
        for (int i = lo; i < hi; i++) {
            if (i > 0 && a[i - 1] > a[i]) {
                throw new WrongResult("forkjoin: out of order at " + i + ": " + a[i - 1] + " > " + a[i]);
            }
            d = fold(d, a[i]);
        }
        return d;
    }
}

package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * An in-place parallel merge sort with RecursiveAction.invokeAll: subtasks sort disjoint ranges of
 * one shared int[] (using disjoint ranges of a shared buffer), and the parent merges them after
 * invokeAll returns (which joins both: their actions happen-before).
 */
public class ForkJoinMergeSort {
    static final class Sort extends RecursiveAction {
        final int[] a;
        final int[] buf;
        final int from;
        final int to;

        Sort(int[] a, int[] buf, int from, int to) {
            this.a = a;
            this.buf = buf;
            this.from = from;
            this.to = to;
        }

        @Override
        protected void compute() {
            if (to - from <= 64) {
                for (int i = from + 1; i < to; i++) {
                    int v = a[i];
                    int j = i - 1;
                    while (j >= from && a[j] > v) {
                        a[j + 1] = a[j];
                        j--;
                    }
                    a[j + 1] = v;
                }
                return;
            }
            int mid = (from + to) >>> 1;
            invokeAll(new Sort(a, buf, from, mid), new Sort(a, buf, mid, to));
            System.arraycopy(a, from, buf, from, to - from);
            int i = from;
            int j = mid;
            for (int k = from; k < to; k++) {
                a[k] = (j >= to || (i < mid && buf[i] <= buf[j])) ? buf[i++] : buf[j++];
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int[] a = new int[5000];
        for (int k = 0; k < a.length; k++) {
            a[k] = (k * 7919) % 5003;
        }
        ForkJoinPool pool = new ForkJoinPool(n);
        try {
            pool.invoke(new Sort(a, new int[a.length], 0, a.length));
        } finally {
            Waits.shutdown(pool);
        }
        for (int k = 1; k < a.length; k++) {
            if (a[k - 1] > a[k]) {
                throw new AssertionError("not sorted at " + k);
            }
        }
    }
}

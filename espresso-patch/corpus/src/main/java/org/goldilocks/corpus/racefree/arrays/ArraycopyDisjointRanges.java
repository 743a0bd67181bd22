package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads System.arraycopy from a shared source (published by Thread.start, only read) into
 * disjoint ranges of a shared destination, and copy their own range back out. arraycopy reads and
 * writes only the elements of its ranges; reads never conflict, the written ranges are disjoint,
 * and main checks the destination after join.
 */
public class ArraycopyDisjointRanges {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 300;
        char[] src = new char[n * per];
        for (int k = 0; k < src.length; k++) {
            src[k] = (char) ('a' + k % 26);
        }
        char[] dst = new char[src.length];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int from = i * per;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 10; round++) {
                    System.arraycopy(src, from, dst, from, per);
                    char[] mine = new char[per];
                    System.arraycopy(dst, from, mine, 0, per);
                    if (mine[per - 1] != src[from + per - 1]) {
                        throw new AssertionError("copy mismatch");
                    }
                }
            }, "copier-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (!new String(dst).equals(new String(src))) {
            throw new AssertionError("destination differs");
        }
    }
}

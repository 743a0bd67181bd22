package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads write interleaved, adjacent elements of a byte[] and a boolean[] (thread i owns every
 * index with index % n == i), and read the arrays' lengths all along. JLS 17.6 forbids word tearing:
 * adjacent elements are independent variables, and arraylength reads an immutable property; nothing races.
 */
public class AdjacentByteElements {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        byte[] bytes = new byte[n * 256];
        boolean[] marks = new boolean[n * 256];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 20; round++) {
                    for (int k = id; k < bytes.length; k += n) {
                        bytes[k] = (byte) (bytes[k] + 1);
                        marks[k] = !marks[k];
                    }
                }
            }, "owner-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < bytes.length; k++) {
            if (bytes[k] != 20 || marks[k]) {
                throw new AssertionError("element " + k + ": " + bytes[k] + " " + marks[k]);
            }
        }
    }
}

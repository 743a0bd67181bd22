package org.goldilocks.corpus.racefree.reflection;

import java.lang.reflect.Array;

import org.goldilocks.corpus.support.Threads;

/**
 * java.lang.reflect.Array.setInt/getInt and Array.set/get on disjoint elements of shared arrays:
 * reflective element accesses are the same element variables as xaload/xastore, and the elements
 * each thread touches are its own; main reads them after join.
 */
public class ReflectArrayPartitioned {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int per = 100;
        Object ints = Array.newInstance(int.class, n * per);
        Object names = Array.newInstance(String.class, n * per);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int from = i * per;
            ts[i] = new Thread(() -> {
                for (int k = from; k < from + per; k++) {
                    Array.setInt(ints, k, k * 3);
                    Array.set(names, k, "n" + k);
                    if (Array.getInt(ints, k) != k * 3) {
                        throw new AssertionError(k);
                    }
                }
            }, "setter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int[] direct = (int[]) ints;
        for (int k = 0; k < direct.length; k++) {
            if (direct[k] != 3 * k || !((String[]) names)[k].equals("n" + k)) {
                throw new AssertionError(k);
            }
        }
    }
}

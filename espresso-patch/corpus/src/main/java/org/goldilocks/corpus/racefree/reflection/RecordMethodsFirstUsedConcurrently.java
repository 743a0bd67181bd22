package org.goldilocks.corpus.racefree.reflection;

import java.util.Arrays;

import org.goldilocks.corpus.support.StartGate;
import org.goldilocks.corpus.support.Threads;

/**
 * Threads released together make the first calls of a record's equals, hashCode and toString
 * (bootstrapped through method handles, java.lang.runtime.ObjectMethods) on records of their own.
 * The shared method handles cache conversions and count invocations racily (MethodHandle.asTypeCache,
 * MemberName.type, profiling counters): benign by design in the JDK, never a race of the program.
 */
public class RecordMethodsFirstUsedConcurrently {
    record Point(String name, int x, long y) {
    }

    public static void main(String[] args) throws Exception {
        StartGate go = new StartGate();
        Thread[] ts = new Thread[Threads.count(args, 4)];
        int[] sums = new int[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                go.await();
                int s = 0;
                for (int k = 0; k < 100; k++) {
                    Point p = new Point("p" + k, k, -k);
                    s += p.equals(new Point("p" + k, k, -k)) ? 1 : 0;
                    s += p.equals(new Point("q", k, -k)) ? 1 : 0;
                    s += p.hashCode() == new Point("p" + k, k, -k).hashCode() ? 1 : 0;
                    s += p.toString().length();
                }
                sums[me] = s;
            }, "user-" + i);
            ts[i].start();
        }
        go.open();
        for (Thread t : ts) {
            t.join();
        }
        for (int s : sums) {
            if (s != sums[0] || s == 0) {
                throw new AssertionError(Arrays.toString(sums));
            }
        }
    }
}

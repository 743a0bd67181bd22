package org.goldilocks.corpus.racefree.reflection;

import java.lang.reflect.Method;

import org.goldilocks.corpus.support.Threads;

/**
 * synchronized methods called through Method.invoke: a reflective call runs the method like a
 * direct one, monitor included, so the updates it makes are ordered.
 */
public class InvokeSynchronizedMethods {
    private long total;
    private int calls;

    synchronized void add(int v) {
        total += v;
        calls++;
    }

    synchronized long total() {
        return total;
    }

    public static void main(String[] args) throws Exception {
        InvokeSynchronizedMethods p = new InvokeSynchronizedMethods();
        Method add = InvokeSynchronizedMethods.class.getDeclaredMethod("add", int.class);
        Method total = InvokeSynchronizedMethods.class.getDeclaredMethod("total");
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 200; k++) {
                        add.invoke(p, id);
                        if ((long) total.invoke(p) < 0) {
                            throw new AssertionError();
                        }
                    }
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }, "invoker-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.calls != 200 * n || p.total() != 200L * n * (n - 1) / 2) {
            throw new AssertionError(p.calls + " " + p.total());
        }
    }
}

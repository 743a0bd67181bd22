package org.goldilocks.corpus.racefree.reflection;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Threads;

/**
 * Field.getInt/setInt and Field.get/set on private fields, always inside one monitor: reflective
 * accesses are ordinary data accesses of the same variables, ordered here by the lock.
 */
public class ReflectiveFieldsUnderLock {
    private int counter;
    private String last = "";

    public static void main(String[] args) throws Exception {
        ReflectiveFieldsUnderLock p = new ReflectiveFieldsUnderLock();
        Field counter = ReflectiveFieldsUnderLock.class.getDeclaredField("counter");
        Field last = ReflectiveFieldsUnderLock.class.getDeclaredField("last");
        counter.setAccessible(true);
        last.setAccessible(true);
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            String name = "t" + i;
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 200; k++) {
                        synchronized (p) {
                            counter.setInt(p, counter.getInt(p) + 1);
                            last.set(p, name);
                        }
                    }
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }, "reflector-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.counter != 200 * n || !p.last.startsWith("t")) {
            throw new AssertionError(p.counter);
        }
    }
}

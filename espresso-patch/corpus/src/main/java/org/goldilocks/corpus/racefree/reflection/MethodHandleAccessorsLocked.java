package org.goldilocks.corpus.racefree.reflection;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

import org.goldilocks.corpus.support.Threads;

/**
 * Field getter/setter MethodHandles (findGetter/findSetter, findStaticGetter/findStaticSetter)
 * used under one monitor: a field MethodHandle performs the same data access as getfield/putfield,
 * ordered here by the lock.
 */
public class MethodHandleAccessorsLocked {
    private static final MethodHandle GET;
    private static final MethodHandle SET;
    private static final MethodHandle GET_STATIC;
    private static final MethodHandle SET_STATIC;

    static {
        try {
            MethodHandles.Lookup l = MethodHandles.lookup();
            GET = l.findGetter(MethodHandleAccessorsLocked.class, "value", long.class);
            SET = l.findSetter(MethodHandleAccessorsLocked.class, "value", long.class);
            GET_STATIC = l.findStaticGetter(MethodHandleAccessorsLocked.class, "events", int.class);
            SET_STATIC = l.findStaticSetter(MethodHandleAccessorsLocked.class, "events", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private long value;
    private static int events;

    public static void main(String[] args) throws Throwable {
        MethodHandleAccessorsLocked p = new MethodHandleAccessorsLocked();
        int n = Threads.count(args, 4);
        int before;
        synchronized (MethodHandleAccessorsLocked.class) {
            before = events;
        }
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                try {
                    for (int k = 0; k < 200; k++) {
                        synchronized (MethodHandleAccessorsLocked.class) {
                            SET.invokeExact(p, (long) GET.invokeExact(p) + 2);
                            SET_STATIC.invokeExact((int) GET_STATIC.invokeExact() + 1);
                        }
                    }
                } catch (Throwable e) {
                    throw new AssertionError(e);
                }
            }, "handle-user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (p.value != 400L * n || events - before != 200 * n) {
            throw new AssertionError(p.value + " " + events);
        }
    }
}

package org.goldilocks.corpus.racy.reflection;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

import org.goldilocks.corpus.support.Signal;

/** A findGetter MethodHandle reads the field like getfield: invoking it after another thread's unordered write races. */
public class MethodHandleGetterRace {
    private static final MethodHandle GET;

    static {
        try {
            GET = MethodHandles.lookup().findGetter(MethodHandleGetterRace.class, "score", double.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private double score;

    static double score(MethodHandleGetterRace p) throws Throwable {
        return (double) GET.invokeExact(p); // RACE read MethodHandleGetterRace.score
    }

    public static void main(String[] args) throws Throwable {
        score(new MethodHandleGetterRace()); // link the call site before any thread starts
        MethodHandleGetterRace p = new MethodHandleGetterRace();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.score = 9.5;
            written.raise();
        });
        written.await();
        double s = score(p);
        t.join();
        if (s != 9.5) {
            throw new AssertionError(s);
        }
    }
}

package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/**
 * weakCompareAndSetPlain is atomic but has plain memory semantics: a reader that sees the flag it
 * set is not ordered after the writes before it, so reading the data races.
 */
public class WeakCasPlainNoEdge {
    private static final VarHandle FLAG;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(WeakCasPlainNoEdge.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int flag;
    String data;

    static void publish(WeakCasPlainNoEdge p) {
        while (!FLAG.weakCompareAndSetPlain(p, 0, 1)) {
            Thread.onSpinWait(); // a weak CAS may fail spuriously
        }
    }

    static int peek(WeakCasPlainNoEdge p) {
        return (int) FLAG.getOpaque(p);
    }

    public static void main(String[] args) throws Exception {
        WeakCasPlainNoEdge warm = new WeakCasPlainNoEdge(); // link the call sites before any thread starts
        publish(warm);
        peek(warm);
        WeakCasPlainNoEdge p = new WeakCasPlainNoEdge();
        Signal set = new Signal();
        Thread writer = Signal.start("writer", () -> {
            p.data = "ready";
            publish(p);
            set.raise();
        });
        set.await();
        if (peek(p) == 1) {
            String d = p.data; // RACE read WeakCasPlainNoEdge.data
            System.out.println(d);
        }
        writer.join();
    }
}

package org.goldilocks.corpus.racy.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Signal;

/** A compareAndExchange that fails is only a volatile read: it releases nothing, so the reader's later getVolatile of the state gives no edge with the writer. */
public class FailedCompareAndExchange {
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(FailedCompareAndExchange.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    int state;
    int data;

    static int tryClaim(FailedCompareAndExchange p) {
        return (int) STATE.compareAndExchange(p, 5, 6);
    }

    static int state(FailedCompareAndExchange p) {
        return (int) STATE.getVolatile(p);
    }

    public static void main(String[] args) throws Exception {
        FailedCompareAndExchange warm = new FailedCompareAndExchange(); // link the call sites before any thread starts
        tryClaim(warm);
        state(warm);
        FailedCompareAndExchange p = new FailedCompareAndExchange();
        Signal attempted = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 1;
            int witness = tryClaim(p); // fails: the state is 0, not 5
            attempted.raise();
            if (witness != 0) {
                throw new AssertionError(witness);
            }
        });
        attempted.await();
        if (state(p) == 0) {
            int v = p.data; // RACE read FailedCompareAndExchange.data
            if (v != 1) {
                throw new AssertionError(v);
            }
        }
        t.join();
    }
}

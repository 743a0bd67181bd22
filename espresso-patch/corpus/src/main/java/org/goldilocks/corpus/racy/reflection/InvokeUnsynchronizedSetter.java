package org.goldilocks.corpus.racy.reflection;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.goldilocks.corpus.support.Signal;

/** A plain (unsynchronized) setter called through Method.invoke by two threads: the reflective path adds no synchronization, and the writes race. */
public class InvokeUnsynchronizedSetter {
    private int mode;

    void setMode(int m) {
        this.mode = m; // RACE write InvokeUnsynchronizedSetter.mode
    }

    public static void main(String[] args) throws Exception {
        Method setMode = InvokeUnsynchronizedSetter.class.getDeclaredMethod("setMode", int.class);
        setMode.invoke(new InvokeUnsynchronizedSetter(), 0); // create the accessor before any thread starts
        InvokeUnsynchronizedSetter p = new InvokeUnsynchronizedSetter();
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("invoker-a", () -> {
            go.await();
            try {
                setMode.invoke(p, 1);
            } catch (InvocationTargetException e) {
                throw (RuntimeException) e.getCause(); // the setter's DataRaceException, as Method.invoke wraps it
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
            first.raise();
        });
        Thread b = Signal.start("invoker-b", () -> {
            first.await();
            try {
                setMode.invoke(p, 2);
            } catch (InvocationTargetException e) {
                throw (RuntimeException) e.getCause(); // the setter's DataRaceException, as Method.invoke wraps it
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
        go.raise();
        a.join();
        b.join();
    }
}

package org.goldilocks.corpus.racy.collections;

import org.goldilocks.corpus.support.Signal;

/** A StringBuilder (unsynchronized, unlike StringBuffer) shared as a log by two threads: the second append races inside the JDK with the first. */
public class StringBuilderSharedAppend {
    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("logger-a", () -> {
            go.await();
            log.append("a;");
            first.raise();
        });
        Thread b = Signal.start("logger-b", () -> {
            first.await();
            log.append("b;"); // RACE read java.lang.AbstractStringBuilder.count
        });
        go.raise();
        a.join();
        b.join();
    }
}

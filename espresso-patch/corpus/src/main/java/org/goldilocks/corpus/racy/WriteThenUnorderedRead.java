package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** A worker writes a field; main reads it after an opaque signal, which orders but does not synchronize. */
public class WriteThenUnorderedRead {
    int data;

    public static void main(String[] args) throws Exception {
        WriteThenUnorderedRead p = new WriteThenUnorderedRead();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.data = 42;
            written.raise();
        });
        written.await();
        int seen = p.data; // RACE read WriteThenUnorderedRead.data
        t.join();
        System.out.println(seen);
    }
}

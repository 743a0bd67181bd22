package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** A write that races with an earlier read (write-after-read). */
public class ReadThenUnorderedWrite {
    String name = "initial";

    public static void main(String[] args) throws Exception {
        ReadThenUnorderedWrite p = new ReadThenUnorderedWrite();
        Signal read = new Signal();
        Thread reader = Signal.start("reader", () -> {
            System.out.println(p.name.length());
            read.raise();
        });
        read.await();
        p.name = "changed"; // RACE write ReadThenUnorderedWrite.name
        reader.join();
    }
}

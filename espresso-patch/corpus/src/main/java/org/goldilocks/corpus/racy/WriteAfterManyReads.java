package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Readers share a value race-free with each other; a later unsynchronized write races with their reads. */
public class WriteAfterManyReads {
    int setting = 5;

    public static void main(String[] args) throws Exception {
        WriteAfterManyReads p = new WriteAfterManyReads();
        Signal[] read = {new Signal(), new Signal(), new Signal()};
        Thread[] readers = new Thread[read.length];
        for (int i = 0; i < read.length; i++) {
            Signal s = read[i];
            readers[i] = Signal.start("reader-" + i, () -> {
                int v = p.setting;
                s.raise();
                if (v < 0) {
                    System.out.println(v);
                }
            });
        }
        for (Signal s : read) {
            s.await();
        }
        p.setting = 6; // RACE write WriteAfterManyReads.setting
        for (Thread r : readers) {
            r.join();
        }
    }
}

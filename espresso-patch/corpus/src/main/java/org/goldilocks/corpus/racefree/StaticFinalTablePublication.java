package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Threads;

/**
 * JLS 12.4.2 through a static final field: a lookup table filled by the static initializer, which
 * a worker thread (not main) runs. The other threads find the class initialized and read the
 * table's elements: ordered by the initialization alone (the Signal adds no edge), even though
 * reading the final field itself is not a checked access.
 */
public class StaticFinalTablePublication {
    static final class Table {
        static final int[] SQUARES = new int[64];

        static {
            for (int i = 0; i < SQUARES.length; i++) {
                SQUARES[i] = i * i;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Signal initialized = new Signal();
        Thread init = Signal.start("initializer", () -> {
            if (Table.SQUARES[7] != 49) {
                throw new AssertionError();
            }
            initialized.raise();
        });
        Thread[] readers = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < readers.length; i++) {
            int k = i;
            readers[i] = Signal.start("reader-" + i, () -> {
                initialized.await();
                if (Table.SQUARES[k + 1] != (k + 1) * (k + 1)) {
                    throw new AssertionError();
                }
            });
        }
        init.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}

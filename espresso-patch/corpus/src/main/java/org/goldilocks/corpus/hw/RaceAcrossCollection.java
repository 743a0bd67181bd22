package org.goldilocks.corpus.hw;

import org.goldilocks.corpus.support.Signal;

/**
 * Racy: the "writer" writes the box, the "reader" reads it with no happens-before edge from the
 * write (one race, at the read). Between the two the reader allocates enough garbage that the
 * simulated collector runs while both threads are alive: its stop-the-world handshake (system
 * synchronization) orders the write before the read, so AllSync misses the race; under semispace
 * the box also moves, so without CopyHistory (NoCopy) its new address has no history and the race
 * is missed too. Argument: the number of garbage arrays (default 4000, of 64 longs each).
 */
public class RaceAcrossCollection {
    static final class Box {
        long value;
    }

    public static void main(String[] args) throws Exception {
        int garbage = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        Box box = new Box();
        Signal written = new Signal();
        Signal read = new Signal();
        long[] seen = new long[1];
        Thread writer = Signal.start("writer", () -> {
            box.value = 42;
            written.raise();
            read.await(); // alive through the collection: part of its handshake
        });
        Thread reader = Signal.start("reader", () -> {
            written.await();
            for (int i = 0; i < garbage; i++) {
                long[] a = new long[64];
                a[0] = i;
            }
            seen[0] = box.value; // the race
            read.raise();
        });
        reader.join();
        writer.join();
        System.out.println(seen[0]);
    }
}

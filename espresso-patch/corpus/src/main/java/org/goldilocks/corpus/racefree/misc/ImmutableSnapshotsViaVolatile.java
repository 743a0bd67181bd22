package org.goldilocks.corpus.racefree.misc;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Immutable snapshots (all-final fields, a defensively copied final array) replaced through a
 * volatile reference while readers read them. Reads of final fields are not checked (JLS 17.5:
 * frozen when the constructor ends); the array elements are data, written in the constructor
 * before the volatile publication, so every read is ordered.
 */
public class ImmutableSnapshotsViaVolatile {
    static final class Snapshot {
        final int version;
        final String label;
        final int[] values;

        Snapshot(int version, int[] values) {
            this.version = version;
            this.label = "v" + version;
            this.values = values.clone();
        }
    }

    volatile Snapshot current = new Snapshot(0, new int[] {0, 0, 0});

    public static void main(String[] args) throws Exception {
        ImmutableSnapshotsViaVolatile p = new ImmutableSnapshotsViaVolatile();
        int n = Threads.count(args, 4);
        int versions = 300;
        Thread writer = new Thread(() -> {
            int[] scratch = new int[3];
            for (int v = 1; v <= versions; v++) {
                scratch[0] = v;
                scratch[1] = 2 * v;
                scratch[2] = 3 * v;
                p.current = new Snapshot(v, scratch);
            }
        }, "writer");
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                int last = 0;
                while (last < versions) {
                    Waits.spin(deadline);
                    Snapshot s = p.current;
                    if (s.values[2] != 3 * s.version || !s.label.equals("v" + s.version) || s.version < last) {
                        throw new AssertionError("inconsistent snapshot " + s.version);
                    }
                    last = s.version;
                }
            }, "reader-" + i);
            readers[i].start();
        }
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}

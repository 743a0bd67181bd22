package org.goldilocks.corpus.racy.misc;

import org.goldilocks.corpus.support.Signal;

/**
 * An immutable object (final fields only) handed over through a plain field. JLS 17.5 makes its
 * final fields safe to read however it is published, so those reads are not checked, but the
 * publishing write and the read of the reference are plain accesses that race.
 */
public class FinalFieldsRacyPublication {
    static final class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    Point shared;

    public static void main(String[] args) throws Exception {
        FinalFieldsRacyPublication p = new FinalFieldsRacyPublication();
        Signal published = new Signal();
        Thread t = Signal.start("builder", () -> {
            p.shared = new Point(3, 4);
            published.raise();
        });
        published.await();
        Point pt = p.shared; // RACE read FinalFieldsRacyPublication.shared
        t.join();
        if (pt.x + pt.y != 7) {
            throw new AssertionError();
        }
    }
}

package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** An object handed over through a plain field: the read of the reference races. */
public class RacyPublication {
    static final class Point {
        int x;
        int y;
    }

    Point shared;

    public static void main(String[] args) throws Exception {
        RacyPublication p = new RacyPublication();
        Signal published = new Signal();
        Thread t = Signal.start("builder", () -> {
            Point pt = new Point();
            pt.x = 3;
            pt.y = 4;
            p.shared = pt;
            published.raise();
        });
        published.await();
        Point seen = p.shared; // RACE read RacyPublication.shared
        System.out.println(seen.x + seen.y);
        t.join();
    }
}

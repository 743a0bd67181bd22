package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/**
 * Main writes every field of a long-lived object and then works on it in a loop: it owns the
 * object (its records cover its accesses, which it skips). A thread that then writes the object
 * without synchronization is checked against those records.
 */
public class OwnedObjectWrittenByOther {
    static final class Point {
        int x;
        int y;
    }

    public static void main(String[] args) throws Exception {
        Point p = new Point();
        Signal owned = new Signal();
        Thread other = Signal.start("other", () -> {
            owned.await();
            p.y = 7; // RACE write OwnedObjectWrittenByOther$Point.y
        });
        // After the fork: p is no longer new in main's epoch, so these are checked and recorded.
        p.x = 1;
        p.y = 2;
        long sum = 0;
        for (int i = 0; i < 100_000; i++) {
            p.x += i;
            p.y ^= p.x;
            sum += p.y;
        }
        owned.raise();
        other.join();
        if (sum == 42) {
            System.out.println(sum);
        }
    }
}

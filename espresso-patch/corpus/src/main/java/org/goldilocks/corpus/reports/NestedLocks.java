package org.goldilocks.corpus.reports;

/**
 * Hybrid engine subject for the lock bound N of the oversized-lockset check (PPoPP'03 sec. 5.4):
 * a "walker" thread writes {@code total} under each of four locks in turn, one at a time (the
 * shape the check is for: a thread taking many locks in turn); then main, after joining it, reads
 * {@code total} holding three of them nested. Race free for every engine (every pair of accesses
 * shares a lock or is ordered by start/join), but with a bound N below 3 the check skips one of the
 * walker's writes assuming no access holds more than N locks, and main's read breaks that
 * assumption: the engine must say so (a note: potential races may be missed). With N = 3 (or
 * more) nothing is skipped that main's read could need. Simple mode reports {@code total} (the
 * walker's locks have no common one) and observes the bound 3: a two-phase run carries it.
 */
public class NestedLocks {
    private final Object[] locks = {new Object(), new Object(), new Object(), new Object()};
    private int total;

    public static void main(String[] args) throws Exception {
        NestedLocks p = new NestedLocks();
        p.total = 0; // main touches the object first: for simple mode the walker's accesses are shared ones
        Thread walker = new Thread(() -> {
            for (Object lock : p.locks) {
                synchronized (lock) {
                    p.total++; // one lock at a time: no lock common to all four writes
                }
            }
        }, "walker");
        walker.start();
        walker.join();
        int seen;
        synchronized (p.locks[0]) {
            synchronized (p.locks[1]) {
                synchronized (p.locks[2]) {
                    seen = p.total; // THREE-LOCKS read total
                }
            }
        }
        if (seen != p.locks.length) {
            throw new AssertionError("total " + seen);
        }
    }
}

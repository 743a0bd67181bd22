package org.goldilocks.corpus.racefree.hybrid;

/**
 * A lockset false positive that start and join remove: main writes the totals, starts a worker
 * that updates them, joins it and reads them; nobody holds a lock. Simple mode (locksets and
 * thread locality only, PPoPP'03 sec. 6.2) reports {@code total}; detailed mode's limited
 * happens-before orders every access by the start and join messages and is silent, as are the
 * happens-before engines.
 */
public class StartJoinWithoutLocks {
    private long total;

    public static void main(String[] args) throws Exception {
        StartJoinWithoutLocks p = new StartJoinWithoutLocks();
        p.total = 10;
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                p.total += i;
            }
        }, "worker");
        worker.start();
        worker.join();
        if (p.total != 10 + 4950) {
            throw new AssertionError("total " + p.total);
        }
        p.total = 0;
    }
}

package org.goldilocks.corpus.racefree;

/**
 * Ownership moves with the happens-before order: main owns a long-lived object after writing every
 * field, hands it to a worker through a synchronized handoff, the worker owns it in turn (writes
 * every field, then loops), and main reads the result after join. Nothing races.
 */
public class OwnedObjectHandedOver {
    static final class Account {
        long balance;
        int operations;
    }

    private static Account handed;

    public static void main(String[] args) throws Exception {
        Account a = new Account();
        Thread worker = new Thread(() -> {
            Account mine;
            synchronized (OwnedObjectHandedOver.class) {
                while ((mine = handed) == null) {
                    try {
                        OwnedObjectHandedOver.class.wait();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
            mine.balance = 0;
            mine.operations = 0;
            for (int i = 0; i < 50_000; i++) {
                mine.balance += i;
                mine.operations++;
            }
        }, "worker");
        worker.start();
        a.balance = 10; // after the fork: recorded, then owned by main
        a.operations = 1;
        for (int i = 0; i < 50_000; i++) {
            a.balance -= a.operations;
            a.operations++;
        }
        synchronized (OwnedObjectHandedOver.class) {
            handed = a;
            OwnedObjectHandedOver.class.notifyAll();
        }
        worker.join();
        if (a.operations != 50_000 || a.balance != 50_000L * 49_999 / 2) {
            throw new AssertionError(a.balance + " " + a.operations);
        }
    }
}

package org.goldilocks.corpus.racefree;

/** An account whose state is only touched by synchronized methods. */
public class SynchronizedMethods {
    private long balance;
    private int operations;

    synchronized void deposit(long amount) {
        balance += amount;
        operations++;
    }

    synchronized boolean withdraw(long amount) {
        operations++;
        if (balance >= amount) {
            balance -= amount;
            return true;
        }
        return false;
    }

    synchronized long balance() {
        return balance;
    }

    public static void main(String[] args) throws Exception {
        SynchronizedMethods acct = new SynchronizedMethods();
        Thread depositor = new Thread(() -> {
            for (int i = 0; i < 1000; i++) {
                acct.deposit(3);
            }
        }, "depositor");
        Thread withdrawer = new Thread(() -> {
            for (int i = 0; i < 1000; i++) {
                acct.withdraw(2);
            }
        }, "withdrawer");
        depositor.start();
        withdrawer.start();
        depositor.join();
        withdrawer.join();
        if (acct.balance() < 1000) {
            throw new AssertionError(acct.balance());
        }
    }
}

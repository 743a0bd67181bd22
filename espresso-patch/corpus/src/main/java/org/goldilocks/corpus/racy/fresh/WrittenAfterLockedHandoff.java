package org.goldilocks.corpus.racy.fresh;

import org.goldilocks.corpus.support.Signal;

/**
 * The allocating thread fills a new object, hands it over inside a lock, and then writes it once
 * more after the unlock. Its accesses before the handoff need no check (nobody else can see the
 * object yet), but the unlock ends that: the write after it is checked and races with the reader.
 */
public class WrittenAfterLockedHandoff {
    static final class Box {
        int value;
    }

    private final Object lock = new Object();
    Box shared;

    public static void main(String[] args) throws Exception {
        WrittenAfterLockedHandoff p = new WrittenAfterLockedHandoff();
        Signal rewritten = new Signal();
        Thread t = Signal.start("allocator", () -> {
            Box b = new Box();
            b.value = 1;
            synchronized (p.lock) {
                p.shared = b;
            }
            b.value = 2;
            rewritten.raise();
        });
        rewritten.await();
        Box b;
        synchronized (p.lock) {
            b = p.shared;
        }
        int v = b.value; // RACE read WrittenAfterLockedHandoff$Box.value
        t.join();
        if (v != 2) {
            throw new AssertionError(v);
        }
    }
}

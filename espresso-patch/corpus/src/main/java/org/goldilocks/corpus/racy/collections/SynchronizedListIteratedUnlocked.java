package org.goldilocks.corpus.racy.collections;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.goldilocks.corpus.support.Signal;

/**
 * Collections.synchronizedList locks each call, but its iterator must be used while holding the
 * list's lock (its javadoc: "It is imperative that the user manually synchronize on the returned
 * list when traversing it"). Traversing without the lock races with another thread's add().
 */
public class SynchronizedListIteratedUnlocked {
    public static void main(String[] args) throws Exception {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        Signal added = new Signal();
        Thread writer = Signal.start("writer", () -> {
            list.add(42);
            added.raise();
        });
        added.await();
        int sum = 0;
        for (int x : list) { // RACE read java.util.AbstractList.modCount
            sum += x;
        }
        writer.join();
        if (sum != 42) {
            throw new AssertionError(sum);
        }
    }
}

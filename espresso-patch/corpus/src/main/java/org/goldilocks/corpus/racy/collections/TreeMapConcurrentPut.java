package org.goldilocks.corpus.racy.collections;

import java.util.TreeMap;

import org.goldilocks.corpus.support.Signal;

/** Two threads put into one TreeMap without a lock (the broken twin of ConcurrentSkipListMapOrdered): the second put races inside TreeMap. */
public class TreeMapConcurrentPut {
    public static void main(String[] args) throws Exception {
        TreeMap<Long, String> events = new TreeMap<>();
        Signal go = new Signal();
        Signal first = new Signal();
        Thread a = Signal.start("writer-a", () -> {
            go.await();
            events.put(10L, "a");
            first.raise();
        });
        Thread b = Signal.start("writer-b", () -> {
            first.await();
            events.put(20L, "b"); // RACE read java.util.TreeMap.root
        });
        go.raise();
        a.join();
        b.join();
    }
}

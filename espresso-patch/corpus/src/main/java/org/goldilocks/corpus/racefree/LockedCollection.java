package org.goldilocks.corpus.racefree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.corpus.support.Threads;

/** A HashMap and an ArrayList shared by threads, every use under one lock (JDK code is checked too). */
public class LockedCollection {
    private final Map<String, Integer> counts = new HashMap<>();
    private final List<String> log = new ArrayList<>();

    void record(String word) {
        synchronized (this) {
            counts.merge(word, 1, Integer::sum);
            log.add(word);
        }
    }

    public static void main(String[] args) throws Exception {
        LockedCollection p = new LockedCollection();
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    p.record("w" + ((k + id) % 17));
                }
            }, "recorder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        synchronized (p) {
            if (p.log.size() != 300 * ts.length) {
                throw new AssertionError(p.log.size());
            }
        }
    }
}

package org.goldilocks.corpus.racefree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.corpus.support.Threads;

/** Each thread builds and mutates its own collections: nothing is shared, nothing races. */
public class ThreadConfinedObjects {
    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 4)];
        for (int i = 0; i < ts.length; i++) {
            int seed = i;
            ts[i] = new Thread(() -> {
                Map<String, List<Integer>> index = new HashMap<>();
                for (int k = 0; k < 500; k++) {
                    index.computeIfAbsent("k" + ((k * 7 + seed) % 13), x -> new ArrayList<>()).add(k);
                }
                int n = 0;
                for (List<Integer> l : index.values()) {
                    n += l.size();
                }
                if (n != 500) {
                    throw new AssertionError(n);
                }
            }, "owner-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

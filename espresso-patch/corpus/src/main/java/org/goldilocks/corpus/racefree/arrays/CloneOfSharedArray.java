package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads clone an array that main filled before starting them and mutate only their private
 * copy. A clone reads every element of the source, but concurrent reads never race, and the
 * copies are fresh objects confined to their thread.
 */
public class CloneOfSharedArray {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        double[] template = new double[256];
        for (int k = 0; k < template.length; k++) {
            template[k] = k * 0.5;
        }
        Object[] names = {"alpha", "beta", "gamma"};
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 20; round++) {
                    double[] mine = template.clone();
                    Object[] myNames = names.clone();
                    for (int k = 0; k < mine.length; k++) {
                        mine[k] += id;
                    }
                    myNames[0] = "mine-" + id;
                    if (mine[10] != 5.0 + id || myNames[2] != names[2]) {
                        throw new AssertionError("bad clone");
                    }
                }
            }, "cloner-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (template[10] != 5.0 || !names[0].equals("alpha")) {
            throw new AssertionError("template changed");
        }
    }
}

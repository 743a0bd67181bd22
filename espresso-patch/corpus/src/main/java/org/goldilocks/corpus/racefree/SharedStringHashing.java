package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads hash the same String concurrently. String caches its hash in a plain field on purpose (a
 * benign race inside the JDK, on the runtime's documented suppression list): no exception.
 */
public class SharedStringHashing {
    public static void main(String[] args) throws Exception {
        String shared = new String("a key that several threads hash at the same time".toCharArray());
        Thread[] ts = new Thread[Threads.count(args, 4)];
        int[] hashes = new int[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int id = i;
            ts[i] = new Thread(() -> hashes[id] = shared.hashCode(), "hasher-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (hashes[0] != hashes[ts.length - 1]) {
            throw new AssertionError();
        }
    }
}

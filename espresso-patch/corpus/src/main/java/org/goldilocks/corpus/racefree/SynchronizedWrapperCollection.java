package org.goldilocks.corpus.racefree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.goldilocks.corpus.support.Threads;

/** Collections.synchronizedList from several threads. */
public class SynchronizedWrapperCollection {
    public static void main(String[] args) throws Exception {
        List<Integer> list = Collections.synchronizedList(new ArrayList<>());
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            int base = i * 1000;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 200; k++) {
                    list.add(base + k);
                }
            }, "adder-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (list.size() != 200 * ts.length) {
            throw new AssertionError(list.size());
        }
    }
}

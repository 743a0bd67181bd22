package org.goldilocks.corpus.racy.collections;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.corpus.support.Signal;

/** One thread iterates an ArrayList, another then adds to it with no synchronization: the add's writes race with the iteration's reads. */
public class ArrayListAddAfterIteration {
    public static void main(String[] args) throws Exception {
        List<String> names = new ArrayList<>(List.of("ann", "bob", "cy"));
        int[] total = new int[1];
        Signal iterated = new Signal();
        Thread reader = Signal.start("reader", () -> {
            int t = 0;
            for (String s : names) {
                t += s.length();
            }
            total[0] = t;
            iterated.raise();
        });
        iterated.await();
        names.add("dee"); // RACE write java.util.AbstractList.modCount
        reader.join();
    }
}

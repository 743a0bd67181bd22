package org.goldilocks.corpus.racy.collections;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.corpus.support.Signal;

/** Two threads add to one unsynchronized ArrayList: the second add races inside ArrayList with the first. */
public class ArrayListConcurrentAdd {
    public static void main(String[] args) throws Exception {
        List<Integer> list = new ArrayList<>();
        Signal go = new Signal();
        Signal firstAdded = new Signal();
        Thread a = Signal.start("adder-a", () -> {
            go.await();
            list.add(1);
            firstAdded.raise();
        });
        Thread b = Signal.start("adder-b", () -> {
            firstAdded.await();
            list.add(2); // RACE read java.util.AbstractList.modCount
        });
        go.raise();
        a.join();
        b.join();
    }
}

package org.goldilocks.corpus.launcher;

import java.util.ArrayList;
import java.util.List;

/** Allocates until the heap is exhausted: big arrays (default), or small objects with "small". */
public class ExhaustHeap {
    public static void main(String[] args) {
        boolean small = args.length > 0 && args[0].equals("small");
        List<Object> kept = new ArrayList<>();
        while (true) {
            kept.add(small ? new int[4] : new long[1 << 17]);
        }
    }
}

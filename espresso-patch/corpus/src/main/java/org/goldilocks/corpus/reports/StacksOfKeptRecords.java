package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Which of the hybrid's kept records keep their whole stack in detailed mode (docs/engine.md,
 * "Sites"). A "filler" thread writes every element of {@code cells} from one loop (one site, one
 * stack), every box's {@code value} through a setter it calls from two places in turn (one site,
 * two stacks), and the elements of {@code words} four at a time through a helper it calls from
 * four places (one site, four stacks in turn, many times: a cipher's {@code putWord}); then main,
 * not ordered with it (a Signal orders nothing), writes the last cell, the last box's value and
 * the last word: three races. The filler's record of the last cell comes after the loop site's
 * first records, which all had the same stack, so it keeps the racing frame; its record of the
 * last box's value is at a site whose stacks differ, so it keeps its whole stack; its record of the
 * last word comes after hundreds of the helper's records whose stacks were always one of the four,
 * so it keeps the racing frame.
 */
public class StacksOfKeptRecords {
    static final int N = 101; // the last index is even: its box is set through fromEven
    static final int BLOCKS = 400; // well past KeptStacks.CYCLE_PROBES walks of put's four stacks

    static final class Box {
        int value;

        void set(int v) {
            value = v;
        }
    }

    public static void main(String[] args) throws Exception {
        int[] cells = new int[N];
        Box[] boxes = new Box[N];
        for (int i = 0; i < N; i++) {
            boxes[i] = new Box();
        }
        int[] words = new int[4 * BLOCKS];
        Signal filled = new Signal();
        Thread filler = Signal.start("filler", () -> {
            fill(cells);
            for (int i = 0; i < N; i++) {
                if (i % 2 == 0) {
                    fromEven(boxes[i], i);
                } else {
                    fromOdd(boxes[i], i);
                }
            }
            for (int b = 0; b < BLOCKS; b++) {
                block(words, 4 * b);
            }
            filled.raise();
        });
        filled.await();
        cells[N - 1] = -1; // races with the filler's loop
        boxes[N - 1].value = -1; // races with the filler's setter
        words[4 * BLOCKS - 1] = -1; // races with the filler's helper
        filler.join();
    }

    static void fill(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            cells[i] = i + 1; // LOOP: one site, one stack
        }
    }

    static void fromEven(Box b, int v) {
        b.set(v);
    }

    static void fromOdd(Box b, int v) {
        b.set(-v);
    }

    static void block(int[] words, int o) {
        put(words, o, o);
        put(words, o + 1, o ^ 1);
        put(words, o + 2, o ^ 2);
        put(words, o + 3, o ^ 3);
    }

    static void put(int[] words, int i, int w) {
        words[i] = w; // one site, four stacks in turn
    }
}

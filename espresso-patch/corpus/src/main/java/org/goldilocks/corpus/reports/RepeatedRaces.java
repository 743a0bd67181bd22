package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Report mode's memory under a long racy run: a writer fills 16 cells once, then main reads them
 * (READ) PER_PHASE times per phase without synchronization, so every read is a racy access of the
 * same pair of source locations. After each phase main prints the heap in use after a full GC
 * ("used <bytes>"): a log that kept anything per racy access would grow from phase to phase.
 */
public class RepeatedRaces {
    static final class Cell {
        long value;
    }

    public static void main(String[] args) throws Exception {
        Warm.signals();
        int phases = Integer.parseInt(args[0]);
        int perPhase = Integer.parseInt(args[1]);
        Cell[] cells = new Cell[16];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = new Cell();
        }
        Signal filled = new Signal();
        Thread writer = Signal.start("filler", () -> {
            for (Cell c : cells) {
                c.value = 1; // WRITTEN
            }
            filled.raise();
        });
        filled.await();
        long sum = 0;
        Runtime rt = Runtime.getRuntime();
        for (int p = 0; p < phases; p++) {
            for (int i = 0; i < perPhase; i++) {
                sum += cells[i & 15].value; // READ
            }
            System.gc();
            System.out.println("used " + (rt.totalMemory() - rt.freeMemory()));
        }
        writer.join();
        System.out.println("sum " + sum);
    }
}

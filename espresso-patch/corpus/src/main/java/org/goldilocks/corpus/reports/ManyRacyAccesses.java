package org.goldilocks.corpus.reports;

import org.goldilocks.corpus.support.Signal;

/**
 * Report mode under load: a writer fills one field in each of N objects (default 20000), then main
 * reads (READ) and overwrites (WRITE) each of them without synchronization. Every one of main's 2N
 * accesses races with the writer's write (WRITTEN), at two pairs of source locations. In report
 * mode all of them happen: the program prints the right sum and exits 0.
 */
public class ManyRacyAccesses {
    static final class Cell {
        long value;
    }

    public static void main(String[] args) throws Exception {
        Warm.signals();
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        Cell[] cells = new Cell[n];
        for (int i = 0; i < n; i++) {
            cells[i] = new Cell();
        }
        Signal filled = new Signal();
        Thread writer = Signal.start("filler", () -> {
            for (int i = 0; i < n; i++) {
                cells[i].value = i; // WRITTEN
            }
            filled.raise();
        });
        filled.await();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += cells[i].value; // READ
            cells[i].value = -1; // WRITE
        }
        writer.join();
        System.out.println("sum " + sum + " expected " + ((long) n * (n - 1) / 2));
    }
}

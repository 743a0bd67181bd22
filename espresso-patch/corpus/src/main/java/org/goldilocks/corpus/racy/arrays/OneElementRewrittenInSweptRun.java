package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/**
 * A run of elements whose states part: the owner writes all of a large array, a barrier-like handoff
 * (join-free, through a volatile) lets a second thread rewrite element 10 only, and the owner then
 * reads the array again after an opaque signal, which does not order it after that write. Its
 * reads of elements 0 to 9 are its own writes' (no race); element 10 races with the rewrite.
 */
public class OneElementRewrittenInSweptRun {
    static volatile boolean filled;

    public static void main(String[] args) throws Exception {
        int[] data = new int[256];
        Signal rewritten = new Signal();
        Thread owner = Signal.start("owner", () -> {
            for (int k = 0; k < data.length; k++) {
                data[k] = k;
            }
            filled = true;
            rewritten.await();
            long sum = 0;
            for (int k = 0; k < data.length; k++) {
                sum += data[k]; // RACE read int[][10]
            }
            if (sum < 0) {
                throw new AssertionError(sum);
            }
        });
        Thread other = Signal.start("other", () -> {
            while (!filled) {
                Thread.onSpinWait();
            }
            data[10] = -10;
            rewritten.raise();
        });
        owner.join();
        other.join();
    }
}

package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.CyclicBarrier;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** One party writes its slot after returning from the barrier instead of before: the other party's read after the barrier races with it. */
public class BarrierWriteAfterAwait {
    long slot;

    public static void main(String[] args) throws Exception {
        BarrierWriteAfterAwait p = new BarrierWriteAfterAwait();
        CyclicBarrier barrier = new CyclicBarrier(2);
        Signal written = new Signal();
        Thread late = Signal.start("late-writer", () -> {
            try {
                barrier.await(Waits.SECONDS, Waits.UNIT);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            p.slot = 7;
            written.raise();
        });
        Thread reader = Signal.start("reader", () -> {
            try {
                barrier.await(Waits.SECONDS, Waits.UNIT);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            written.await();
            long v = p.slot; // RACE read BarrierWriteAfterAwait.slot
            if (v != 7) {
                throw new AssertionError(v);
            }
        });
        late.join();
        reader.join();
    }
}

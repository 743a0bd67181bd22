package org.goldilocks.corpus.racy.sync;

import java.util.concurrent.Exchanger;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** A thread keeps writing the buffer it gave away in an Exchanger: the exchange orders what came before it, not this later write, so the new owner's read races. */
public class ExchangedBufferStillWritten {
    static final class Buffer {
        int size;
    }

    public static void main(String[] args) throws Exception {
        Exchanger<Buffer> exchanger = new Exchanger<>();
        Signal touched = new Signal();
        Thread filler = Signal.start("filler", () -> {
            Buffer mine = new Buffer();
            mine.size = 1;
            try {
                exchanger.exchange(mine, Waits.SECONDS, Waits.UNIT);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            mine.size = 2; // bug: no longer ours
            touched.raise();
        });
        Thread emptier = Signal.start("emptier", () -> {
            Buffer got;
            try {
                got = exchanger.exchange(new Buffer(), Waits.SECONDS, Waits.UNIT);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            touched.await();
            int size = got.size; // RACE read ExchangedBufferStillWritten$Buffer.size
            if (size == 0) {
                throw new AssertionError();
            }
        });
        filler.join();
        emptier.join();
    }
}

package org.goldilocks.corpus.racefree.sync;

import java.util.concurrent.Exchanger;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * The fill-and-empty example of the Exchanger javadoc: a filler fills a buffer and swaps it for an
 * empty one; the emptier drains what it received. Exchanger docs: actions prior to exchange() in
 * each thread happen-before those after the corresponding return from exchange() in the other.
 * One exchanger per pair.
 */
public class ExchangerBufferSwap {
    static final class Buffer {
        final int[] data = new int[16];
        int size;
    }

    public static void main(String[] args) throws Exception {
        int pairs = Math.max(1, Threads.count(args, 4) / 2);
        int rounds = 30;
        long[] sums = new long[pairs];
        Thread[] ts = new Thread[2 * pairs];
        for (int i = 0; i < pairs; i++) {
            Exchanger<Buffer> exchanger = new Exchanger<>();
            int id = i;
            ts[i] = new Thread(() -> {
                Buffer b = new Buffer();
                try {
                    for (int r = 0; r < rounds; r++) {
                        for (int k = 0; k < b.data.length; k++) {
                            b.data[k] = r;
                        }
                        b.size = b.data.length;
                        b = exchanger.exchange(b, Waits.SECONDS, Waits.UNIT);
                    }
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }, "filler-" + i);
            ts[pairs + i] = new Thread(() -> {
                Buffer b = new Buffer();
                long s = 0;
                try {
                    for (int r = 0; r < rounds; r++) {
                        b = exchanger.exchange(b, Waits.SECONDS, Waits.UNIT);
                        for (int k = 0; k < b.size; k++) {
                            s += b.data[k];
                        }
                        b.size = 0;
                    }
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
                sums[id] = s;
            }, "emptier-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (long s : sums) {
            if (s != 16L * rounds * (rounds - 1) / 2) {
                throw new AssertionError(s);
            }
        }
    }
}

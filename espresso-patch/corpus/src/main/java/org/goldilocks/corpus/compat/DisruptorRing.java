package org.goldilocks.corpus.compat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

import org.goldilocks.corpus.workloads.Workload;

import com.lmax.disruptor.BlockingWaitStrategy;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.dsl.Disruptor;
import com.lmax.disruptor.dsl.ProducerType;
import com.lmax.disruptor.util.DaemonThreadFactory;

/**
 * LMAX Disruptor 3 (volatile and ordered sequences): two producers publishing into a 16-slot ring,
 * so they must wait for the handlers (the multi-producer sequencer parks with parkNanos(1)), and
 * two handlers that each see every event. Each handler's sum must be the sum of all events.
 */
public class DisruptorRing {
    /** The ring's slot: written by a producer between claiming and publishing its sequence. */
    static final class Slot {
        long value;
    }

    public static void main(String[] args) throws Exception {
        int perProducer = Workload.size(args, 2000);
        Disruptor<Slot> disruptor = new Disruptor<>(Slot::new, 16, DaemonThreadFactory.INSTANCE, ProducerType.MULTI,
                        new BlockingWaitStrategy());
        long events = 2L * perProducer;
        AtomicLong[] sums = {new AtomicLong(), new AtomicLong()};
        CountDownLatch done = new CountDownLatch(2);
        long[][] seen = {{0, 0}, {0, 0}};
        for (int h = 0; h < 2; h++) {
            int handler = h;
            disruptor.handleEventsWith((slot, sequence, endOfBatch) -> {
                seen[handler][0] += slot.value; // each handler's own thread
                if (++seen[handler][1] == events) {
                    sums[handler].set(seen[handler][0]);
                    done.countDown();
                }
            });
        }
        RingBuffer<Slot> ring = disruptor.start();
        Thread[] producers = new Thread[2];
        for (int p = 0; p < 2; p++) {
            long first = p;
            producers[p] = new Thread(() -> {
                for (long v = first; v < events; v += 2) {
                    long value = v;
                    ring.publishEvent((slot, sequence) -> slot.value = value);
                }
            });
            producers[p].start();
        }
        for (Thread p : producers) {
            p.join();
        }
        done.await();
        disruptor.shutdown();
        long expected = (events - 1) * events / 2;
        Workload.check(sums[0].get() == expected && sums[1].get() == expected, "sums " + sums[0] + " " + sums[1]);
        Workload.finish("events " + events + " sum " + expected);
    }
}

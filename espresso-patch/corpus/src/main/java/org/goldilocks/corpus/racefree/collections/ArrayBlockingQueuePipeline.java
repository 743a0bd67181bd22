package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A pipeline of stages connected by bounded ArrayBlockingQueues: each stage takes an item, mutates
 * its plain fields and puts it into the next queue. BlockingQueue docs: actions prior to placing an
 * object into a BlockingQueue happen-before actions subsequent to its access or removal in another
 * thread, so each item is owned by one stage at a time.
 */
public class ArrayBlockingQueuePipeline {
    static final class Item {
        int value;
        int stagesSeen;
    }

    public static void main(String[] args) throws Exception {
        int stages = Math.max(2, Threads.count(args, 4) - 1);
        int items = 200;
        @SuppressWarnings("unchecked")
        BlockingQueue<Item>[] queues = new BlockingQueue[stages + 1];
        for (int i = 0; i <= stages; i++) {
            queues[i] = new ArrayBlockingQueue<>(4);
        }
        Thread[] ts = new Thread[stages];
        for (int s = 0; s < stages; s++) {
            BlockingQueue<Item> in = queues[s];
            BlockingQueue<Item> out = queues[s + 1];
            ts[s] = new Thread(() -> {
                try {
                    for (int k = 0; k < items; k++) {
                        Item it = Waits.check(in.poll(Waits.SECONDS, Waits.UNIT), "an item");
                        it.value *= 2;
                        it.stagesSeen++;
                        Waits.check(out.offer(it, Waits.SECONDS, Waits.UNIT), "room");
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "stage-" + s);
            ts[s].start();
        }
        Thread source = new Thread(() -> {
            try {
                for (int k = 0; k < items; k++) {
                    Item it = new Item();
                    it.value = k;
                    Waits.check(queues[0].offer(it, Waits.SECONDS, Waits.UNIT), "room");
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }, "source");
        source.start();
        for (int k = 0; k < items; k++) {
            Item it = Waits.check(queues[stages].poll(Waits.SECONDS, Waits.UNIT), "a result");
            if (it.value != k << stages || it.stagesSeen != stages) {
                throw new AssertionError("item " + k + ": " + it.value);
            }
        }
        source.join();
        for (Thread t : ts) {
            t.join();
        }
    }
}

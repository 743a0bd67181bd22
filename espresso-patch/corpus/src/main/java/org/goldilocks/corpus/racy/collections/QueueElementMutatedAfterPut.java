package org.goldilocks.corpus.racy.collections;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** A BlockingQueue orders what the producer did before put(), not its later writes to the element it handed over: the consumer's read of the late write races. */
public class QueueElementMutatedAfterPut {
    static final class Job {
        int id;
        boolean urgent;
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<Job> queue = new LinkedBlockingQueue<>();
        Signal flagged = new Signal();
        Thread producer = Signal.start("producer", () -> {
            try {
                Job j = new Job();
                j.id = 1;
                queue.put(j);
                j.urgent = true; // after the handoff
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            } finally {
                flagged.raise();
            }
        });
        Job j = Waits.check(queue.poll(Waits.SECONDS, Waits.UNIT), "the job");
        int id = j.id; // ordered by the queue
        flagged.await();
        boolean urgent = j.urgent; // RACE read QueueElementMutatedAfterPut$Job.urgent
        producer.join();
        if (id != 1 || !urgent) {
            throw new AssertionError(id + " " + urgent);
        }
    }
}

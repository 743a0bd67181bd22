package org.goldilocks.corpus.racefree.hybrid;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * A lockset false positive that a channel removes: the producer fills each job and puts it in a
 * BlockingQueue, the consumer takes it and updates it; no lock is held by either, so a pure
 * lockset detector (Eraser) reports the job's fields. The put/take pair is a channel of the
 * hybrid engine's built-in list (send on the element at put, receive at take's return), so its
 * detailed mode orders them and is silent, as are the happens-before engines.
 */
public class QueueHandoffWithoutLocks {
    static final class Job {
        int input;
        int output;
    }

    public static void main(String[] args) throws Exception {
        int n = 200;
        BlockingQueue<Job> queue = new LinkedBlockingQueue<>();
        BlockingQueue<Job> done = new LinkedBlockingQueue<>();
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < n; i++) {
                    Job j = queue.take();
                    j.output = j.input * 2;
                    done.put(j);
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }, "consumer");
        consumer.start();
        for (int i = 0; i < n; i++) {
            Job j = new Job();
            j.input = i;
            queue.put(j);
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Job j = done.take();
            sum += j.output;
            j.input = -1;
        }
        consumer.join();
        if (sum != (long) n * (n - 1)) {
            throw new AssertionError("sum " + sum);
        }
    }
}

package org.goldilocks.corpus.racy.collections;

import java.util.ArrayDeque;

import org.goldilocks.corpus.support.Signal;

/** The broken twin of ConcurrentLinkedQueueHandoff: an ArrayDeque shared without a lock; the consumer's poll() races inside ArrayDeque with the producer's offer(). */
public class ArrayDequeAsSharedQueue {
    public static void main(String[] args) throws Exception {
        ArrayDeque<String> queue = new ArrayDeque<>();
        Signal offered = new Signal();
        Thread producer = Signal.start("producer", () -> {
            queue.offer("job-1");
            offered.raise();
        });
        offered.await();
        String job = queue.poll(); // RACE read java.lang.Object[][0]
        producer.join();
        if (job == null) {
            throw new AssertionError();
        }
    }
}

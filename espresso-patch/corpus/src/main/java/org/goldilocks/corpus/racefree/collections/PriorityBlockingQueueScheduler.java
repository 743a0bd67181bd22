package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.PriorityBlockingQueue;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Submitters add prioritized jobs (plain fields) to a PriorityBlockingQueue, runners take them in
 * priority order and record the result in the job; main reads the results after join. Adding and
 * taking are ordered by the queue's memory consistency effects, results by join.
 */
public class PriorityBlockingQueueScheduler {
    static final class Job implements Comparable<Job> {
        int priority;
        int input;
        long result = -1;

        @Override
        public int compareTo(Job o) {
            return Integer.compare(priority, o.priority);
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        int submitters = n / 2;
        int runners = n - submitters;
        int per = 80;
        PriorityBlockingQueue<Job> q = new PriorityBlockingQueue<>();
        Job[] all = new Job[submitters * per];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < submitters; i++) {
            int base = i * per;
            ts[i] = new Thread(() -> {
                for (int k = base; k < base + per; k++) {
                    Job j = new Job();
                    j.priority = k % 10;
                    j.input = k;
                    all[k] = j;
                    q.add(j);
                }
            }, "submitter-" + i);
        }
        int total = submitters * per;
        for (int i = 0; i < runners; i++) {
            int share = total / runners + (i < total % runners ? 1 : 0);
            ts[submitters + i] = new Thread(() -> {
                try {
                    for (int k = 0; k < share; k++) {
                        Job j = Waits.check(q.poll(Waits.SECONDS, Waits.UNIT), "a job");
                        j.result = (long) j.input * 3;
                    }
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
            }, "runner-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int k = 0; k < total; k++) {
            if (all[k].result != 3L * k) {
                throw new AssertionError("job " + k);
            }
        }
    }
}

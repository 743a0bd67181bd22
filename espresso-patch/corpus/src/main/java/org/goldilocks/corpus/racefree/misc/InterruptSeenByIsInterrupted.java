package org.goldilocks.corpus.racefree.misc;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * main writes a task description, then interrupts the workers; each worker polls isInterrupted()
 * and reads the description once it sees the interrupt. JLS 17.4.4: if thread T1 interrupts thread
 * T2, the interrupt by T1 synchronizes-with any point where any other thread determines that T2 has
 * been interrupted (JDK 25 keeps the status in a volatile field).
 */
public class InterruptSeenByIsInterrupted {
    String task;

    public static void main(String[] args) throws Exception {
        InterruptSeenByIsInterrupted p = new InterruptSeenByIsInterrupted();
        int n = Threads.count(args, 4);
        Thread[] ts = new Thread[n];
        int[] lengths = new int[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                while (!Thread.currentThread().isInterrupted()) {
                    Waits.spin(deadline);
                }
                lengths[id] = p.task.length();
            }, "worker-" + i);
            ts[i].start();
        }
        p.task = "shut down cleanly";
        for (Thread t : ts) {
            t.interrupt();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int len : lengths) {
            if (len != 17) {
                throw new AssertionError(len);
            }
        }
    }
}

package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Workers wait (with timeouts) until a start gate opens, then read the shared configuration. */
public class WaitForCondition {
    private final Object gate = new Object();
    private boolean open;
    private String configuration;

    public static void main(String[] args) throws Exception {
        WaitForCondition p = new WaitForCondition();
        Thread[] ts = new Thread[Threads.count(args, 3)];
        int[] lengths = new int[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                synchronized (p.gate) {
                    while (!p.open) {
                        try {
                            p.gate.wait(50);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
                lengths[id] = p.configuration.length();
            }, "waiter-" + i);
            ts[i].start();
        }
        p.configuration = "threads=" + ts.length; // written before the gate opens
        synchronized (p.gate) {
            p.open = true;
            p.gate.notifyAll();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int len : lengths) {
            if (len != p.configuration.length()) {
                throw new AssertionError(len);
            }
        }
    }
}

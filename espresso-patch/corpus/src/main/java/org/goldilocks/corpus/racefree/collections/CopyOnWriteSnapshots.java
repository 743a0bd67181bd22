package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.CopyOnWriteArrayList;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Listeners registered in a CopyOnWriteArrayList while other threads iterate snapshots and call
 * them: each listener's plain fields are written before add(), and iteration reads the published
 * array (concurrent-collection memory consistency effects).
 */
public class CopyOnWriteSnapshots {
    static final class Listener {
        String name;
        int weight;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        CopyOnWriteArrayList<Listener> listeners = new CopyOnWriteArrayList<>();
        int total = 60;
        Thread registrar = new Thread(() -> {
            for (int k = 0; k < total; k++) {
                Listener l = new Listener();
                l.name = "listener";
                l.weight = 1;
                listeners.add(l);
            }
        }, "registrar");
        Thread[] notifiers = new Thread[n - 1];
        for (int i = 0; i < notifiers.length; i++) {
            notifiers[i] = new Thread(() -> {
                long deadline = Waits.deadline();
                int sum = 0;
                while (sum < total) {
                    Waits.spin(deadline);
                    sum = 0;
                    for (Listener l : listeners) {
                        if (!l.name.equals("listener")) {
                            throw new AssertionError(l.name);
                        }
                        sum += l.weight;
                    }
                }
            }, "notifier-" + i);
            notifiers[i].start();
        }
        registrar.start();
        registrar.join();
        for (Thread t : notifiers) {
            t.join();
        }
    }
}

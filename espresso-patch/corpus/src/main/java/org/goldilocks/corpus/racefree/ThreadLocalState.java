package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Per-thread state through ThreadLocal. */
public class ThreadLocalState {
    private static final ThreadLocal<StringBuilder> BUFFER = ThreadLocal.withInitial(StringBuilder::new);

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 100; k++) {
                    BUFFER.get().append(id);
                }
                if (BUFFER.get().length() != 100) {
                    throw new AssertionError();
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

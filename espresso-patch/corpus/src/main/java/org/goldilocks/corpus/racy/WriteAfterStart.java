package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Thread.start orders what came before it, not what main writes afterwards. */
public class WriteAfterStart {
    String config = "default";

    public static void main(String[] args) throws Exception {
        WriteAfterStart p = new WriteAfterStart();
        Signal configured = new Signal();
        Thread t = Signal.start("worker", () -> {
            configured.await();
            System.out.println(p.config); // RACE read WriteAfterStart.config
        });
        p.config = "tuned";
        configured.raise();
        t.join();
    }
}

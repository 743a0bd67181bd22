package org.goldilocks.corpus.racy.atomics;

import java.util.concurrent.atomic.AtomicReference;

import org.goldilocks.corpus.support.Signal;

/** An object is published through an AtomicReference and then mutated by its publisher: the later write is not covered by the publication. */
public class AtomicReferenceMutatedAfterPublish {
    static final class Config {
        int port;
    }

    public static void main(String[] args) throws Exception {
        AtomicReference<Config> current = new AtomicReference<>();
        Signal mutated = new Signal();
        Thread t = Signal.start("publisher", () -> {
            Config c = new Config();
            c.port = 80;
            current.set(c);
            c.port = 8080;
            mutated.raise();
        });
        Config c;
        while ((c = current.get()) == null) {
            Thread.onSpinWait();
        }
        mutated.await();
        int port = c.port; // RACE read AtomicReferenceMutatedAfterPublish$Config.port
        t.join();
        if (port != 8080 && port != 80) {
            throw new AssertionError(port);
        }
    }
}

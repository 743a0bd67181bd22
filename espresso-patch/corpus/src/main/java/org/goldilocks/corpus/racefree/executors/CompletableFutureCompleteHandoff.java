package org.goldilocks.corpus.racefree.executors;

import java.util.concurrent.CompletableFuture;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * A CompletableFuture used as a one-shot promise: one thread builds a mutable value and calls
 * complete(value); several others get() it and read its fields. The completing thread's prior
 * actions happen-before a get() that returns the value (Future memory consistency effects).
 */
public class CompletableFutureCompleteHandoff {
    static final class Settings {
        int threads;
        String mode;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        CompletableFuture<Settings> promise = new CompletableFuture<>();
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                try {
                    Settings s = promise.get(Waits.SECONDS, Waits.UNIT);
                    if (s.threads != 8 || !s.mode.equals("fast")) {
                        throw new AssertionError("incomplete settings");
                    }
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread completer = new Thread(() -> {
            Settings s = new Settings();
            s.threads = 8;
            s.mode = "fast";
            promise.complete(s);
        }, "completer");
        completer.start();
        completer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}

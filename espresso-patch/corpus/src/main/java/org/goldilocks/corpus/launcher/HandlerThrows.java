package org.goldilocks.corpus.launcher;

/** A thread whose uncaught-exception handler throws too: java prints one line for it and goes on. */
public class HandlerThrows {
    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("worker fails");
        }, "worker");
        worker.setUncaughtExceptionHandler((t, e) -> {
            throw new UnsupportedOperationException("handler fails too");
        });
        worker.start();
        worker.join();
        System.out.println("main: done");
    }
}

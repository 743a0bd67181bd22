package org.goldilocks.corpus.launcher;

/**
 * A worker thread writes to System.err: a plain line, a stack trace of an OutOfMemoryError it
 * caught, and then dies of an uncaught exception. All of it is the program's output and reaches
 * stderr as java prints it (the launcher filters only the VM's own dying threads).
 */
public class WorkerStderr {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            System.err.println("worker: hello");
            new OutOfMemoryError("pretend").printStackTrace();
            throw new IllegalStateException("worker gives up");
        }, "worker");
        t.start();
        t.join();
        System.err.println("main: done");
    }
}

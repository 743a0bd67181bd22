package org.goldilocks.internal;

/**
 * Not API: installed by the {@code bin/goldilocks} launcher before the program's main method runs.
 *
 * <p>When the heap runs out, the JDK's own service threads (the Reference Handler, the Finalizer)
 * can die of their own OutOfMemoryError before the program's thread that ran out reports it, and
 * print "Exception in thread "Reference Handler" ..." as a second line. The program's own end (or
 * the launcher) already reports running out of memory once; these threads' handler stays quiet for
 * that error and passes any other to their thread group, as without it.
 */
public final class SystemThreads implements Thread.UncaughtExceptionHandler {
    private static final String[] SERVICE_THREADS = {"Reference Handler", "Finalizer"};

    private SystemThreads() {
    }

    /** Sets the quiet handler on the JDK service threads that exist now (they start with the VM). */
    public static void install() {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread[] threads = new Thread[root.activeCount() + 16];
        int n = root.enumerate(threads, true);
        SystemThreads handler = new SystemThreads();
        for (int i = 0; i < n; i++) {
            for (String name : SERVICE_THREADS) {
                if (threads[i].getName().equals(name)) {
                    threads[i].setUncaughtExceptionHandler(handler);
                }
            }
        }
    }

    @Override
    public void uncaughtException(Thread t, Throwable e) {
        if (e instanceof OutOfMemoryError) {
            return; // reported once, by the thread that ran out or by the launcher
        }
        t.getThreadGroup().uncaughtException(t, e);
    }
}

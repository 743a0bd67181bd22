package org.goldilocks.corpus.memory;

import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * Classes of a dropped class loader are unloaded under detection as without it: {@code n} times, a
 * fresh loader (whose parent is the platform loader, so it defines the class itself) loads
 * {@link Worker}, whose {@code run} makes checked accesses from two threads (monitors, fields, an
 * array) and so gives the detector sites, shadows and records in that class's methods and objects;
 * then the loader is dropped and collections run until it is gone. Prints
 * {@code UNLOADED <loaders collected> <of n>}. A detector table keyed by methods, fields or classes
 * keeps every such loader, with all it reaches, for the rest of the run (issue 16, the soak).
 */
public final class ClassUnloading {
    private ClassUnloading() {
    }

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        URL here = ClassUnloading.class.getProtectionDomain().getCodeSource().getLocation();
        WeakReference<?>[] loaders = new WeakReference<?>[n];
        for (int i = 0; i < n; i++) {
            loaders[i] = runInFreshLoader(here);
        }
        int collected = 0;
        for (int attempt = 0; attempt < 20 && collected < n; attempt++) {
            System.gc();
            Thread.sleep(50);
            collected = 0;
            for (WeakReference<?> w : loaders) {
                collected += w.get() == null ? 1 : 0;
            }
        }
        System.out.println("UNLOADED " + collected + " " + n);
    }

    private static WeakReference<?> runInFreshLoader(URL classes) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, ClassLoader.getPlatformClassLoader())) {
            Class<?> worker = loader.loadClass(Worker.class.getName());
            Method run = worker.getMethod("run");
            run.invoke(null);
            return new WeakReference<>(loader);
        }
    }

    /** Loaded afresh each time: its statics, objects and methods are what the detector sees. */
    public static final class Worker {
        static final Object LOCK = new Object();
        static int counter;
        static final int[] CELLS = new int[64];

        public static void run() throws InterruptedException {
            Thread[] threads = new Thread[2];
            for (int t = 0; t < threads.length; t++) {
                int id = t;
                threads[t] = new Thread(() -> {
                    for (int i = 0; i < 200; i++) {
                        synchronized (LOCK) {
                            counter++;
                            CELLS[(i + id) % CELLS.length]++;
                        }
                    }
                });
                threads[t].start();
            }
            for (Thread t : threads) {
                t.join();
            }
            if (counter != 400) {
                throw new AssertionError(counter);
            }
        }
    }
}

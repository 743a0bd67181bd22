package org.goldilocks.corpus.racefree;

import org.goldilocks.corpus.support.Threads;

/** Double-checked locking done right: the instance field is volatile. */
public class DoubleCheckedVolatile {
    static final class Service {
        int port = 8080;
        String host = "localhost";
    }

    private static volatile Service instance;

    static Service get() {
        Service s = instance;
        if (s == null) {
            synchronized (DoubleCheckedVolatile.class) {
                s = instance;
                if (s == null) {
                    instance = s = new Service();
                }
            }
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 4)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                Service s = get();
                if (s.port != 8080 || !s.host.equals("localhost")) {
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

package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** Double-checked locking without volatile: the unlocked first check races with the locked write. */
public class DoubleCheckedNoVolatile {
    static final class Service {
        int port = 8080;
    }

    private static Service instance;

    static Service get() {
        if (instance == null) { // RACE read DoubleCheckedNoVolatile.instance
            synchronized (DoubleCheckedNoVolatile.class) {
                if (instance == null) {
                    instance = new Service();
                }
            }
        }
        return instance;
    }

    public static void main(String[] args) throws Exception {
        Signal created = new Signal();
        Thread t = Signal.start("first-user", () -> {
            get();
            created.raise();
        });
        created.await();
        System.out.println(get().port);
        t.join();
    }
}

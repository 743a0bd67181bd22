package org.goldilocks.corpus.racefree;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.corpus.support.Threads;

/** JLS 12.4.2: what a static initializer wrote is visible to every thread that finds the class initialized. */
public class StaticInitializerPublication {
    static final class Registry {
        static List<String> names;
        static int size;

        static {
            names = new ArrayList<>();
            names.add("alpha");
            names.add("beta");
            size = names.size();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                // Whichever thread gets here first runs the initializer; the others wait for it.
                if (Registry.size != 2 || !Registry.names.get(1).equals("beta")) {
                    throw new AssertionError();
                }
            }, "reader-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

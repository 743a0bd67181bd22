package org.goldilocks.corpus.racefree.classinit;

import java.util.ArrayList;
import java.util.List;

import org.goldilocks.corpus.support.Threads;

/**
 * JLS 12.4.2 through reflection (Class.forName initializes): Service's initializer fills another class's static field and an
 * object, and threads that find Service initialized by loading it with Class.forName read them. Reaching
 * Names.list does not pass through Service's statics, so only Service's initialization orders it.
 */
public class InitFoundThroughReflection {
    static final class Names {
        static List<String> list; // written by Service.<clinit>, after Names itself was initialized
    }

    static final class Service {
        static {
            Names.list = new ArrayList<>();
            Names.list.add("alpha");
            Names.list.add("beta");
        }

        static void touch() {
        }
    }

    static void forName() {
        try {
            Class.forName(Service.class.getName()); // initializes Service
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Names.list = null; // main initializes Names, before any thread starts
        Thread[] ts = new Thread[Threads.count(args, 3)];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                forName(); // the first thread runs the initializer; the others find it done
                if (Names.list.size() != 2 || !Names.list.get(1).equals("beta")) {
                    throw new AssertionError();
                }
            }, "caller-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}

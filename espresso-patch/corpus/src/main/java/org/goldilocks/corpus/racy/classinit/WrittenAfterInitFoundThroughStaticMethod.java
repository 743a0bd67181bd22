package org.goldilocks.corpus.racy.classinit;

import org.goldilocks.corpus.support.Signal;

/**
 * Finding a class initialized orders what its initializer wrote, not what the initializing thread
 * wrote afterwards: main writes Names.count again after Service's initializer ran, unordered with
 * the reader, which found Service initialized through its static method.
 */
public class WrittenAfterInitFoundThroughStaticMethod {
    static final class Names {
        static int count;
    }

    static final class Service {
        static {
            Names.count = 1;
        }

        static void touch() {
        }
    }

    public static void main(String[] args) throws Exception {
        Service.touch(); // main initializes Service (and Names)
        Signal written = new Signal();
        Thread reader = Signal.start("reader", () -> {
            Service.touch();
            written.await();
            System.out.println(Names.count); // RACE read WrittenAfterInitFoundThroughStaticMethod$Names.count
        });
        Names.count = 2;
        written.raise();
        reader.join();
    }
}

package org.goldilocks.corpus.racy.executors;

import java.util.stream.IntStream;

import org.goldilocks.corpus.support.Signal;

/**
 * A parallel stream's lambda records its find in a plain field as a side effect, and another
 * thread (which never waits for the stream's terminal operation, the only thing that orders the
 * stream's actions) reads it: the read races with the write, whichever pool thread made it.
 */
public class ParallelStreamLeaksSideEffect {
    String found;

    public static void main(String[] args) throws Exception {
        ParallelStreamLeaksSideEffect p = new ParallelStreamLeaksSideEffect();
        Signal recorded = new Signal();
        Thread observer = Signal.start("observer", () -> {
            recorded.await();
            String f = p.found; // RACE read ParallelStreamLeaksSideEffect.found
            if (f == null) {
                throw new AssertionError();
            }
        });
        long evens = IntStream.range(0, 2000).parallel().filter(i -> {
            if (i == 1234) {
                p.found = "1234";
                recorded.raise();
            }
            return i % 2 == 0;
        }).count();
        observer.join();
        if (evens != 1000) {
            throw new AssertionError(evens);
        }
    }
}

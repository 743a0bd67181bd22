package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/** main collects a worker's result without joining it. */
public class ResultWithoutJoin {
    long result;

    public static void main(String[] args) throws Exception {
        ResultWithoutJoin p = new ResultWithoutJoin();
        Signal finished = new Signal();
        Thread t = Signal.start("computer", () -> {
            long r = 0;
            for (int i = 0; i < 1000; i++) {
                r += i;
            }
            p.result = r;
            finished.raise();
        });
        finished.await();
        System.out.println(p.result); // RACE read ResultWithoutJoin.result
        t.join();
    }
}

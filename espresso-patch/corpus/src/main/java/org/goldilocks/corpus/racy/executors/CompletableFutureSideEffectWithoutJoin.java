package org.goldilocks.corpus.racy.executors;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.goldilocks.corpus.support.Signal;
import org.goldilocks.corpus.support.Waits;

/** An async CompletableFuture stage writes a field; main reads it without join()/get(), so nothing orders the two. */
public class CompletableFutureSideEffectWithoutJoin {
    String log;

    public static void main(String[] args) throws Exception {
        CompletableFutureSideEffectWithoutJoin p = new CompletableFutureSideEffectWithoutJoin();
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try {
            Signal ran = new Signal();
            CompletableFuture<Void> cf = CompletableFuture.runAsync(() -> {
                p.log = "ran";
                ran.raise();
            }, pool);
            ran.await();
            String l = p.log; // RACE read CompletableFutureSideEffectWithoutJoin.log
            cf.join();
            if (l == null) {
                throw new AssertionError();
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}

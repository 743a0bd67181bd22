package org.goldilocks.corpus.racefree.executors;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * CompletableFuture pipelines on a pool: supplyAsync builds a mutable object, thenApplyAsync
 * mutates it on another pool thread, thenCombine merges two pipelines, and main reads the result
 * after join(). Each stage's action happens-before the dependent stage's action (a stage runs only
 * after the CompletableFuture it depends on was completed), and completion happens-before join returns.
 */
public class CompletableFutureChain {
    static final class Doc {
        StringBuilder text = new StringBuilder();
        int edits;
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            List<CompletableFuture<Integer>> all = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int id = i;
                CompletableFuture<Doc> left = CompletableFuture.supplyAsync(() -> {
                    Doc d = new Doc();
                    d.text.append("L").append(id);
                    d.edits = 1;
                    return d;
                }, pool).thenApplyAsync(d -> {
                    d.text.append("!");
                    d.edits++;
                    return d;
                }, pool);
                CompletableFuture<Doc> right = CompletableFuture.supplyAsync(() -> {
                    Doc d = new Doc();
                    d.text.append("R");
                    d.edits = 1;
                    return d;
                }, pool);
                all.add(left.thenCombine(right, (l, r) -> {
                    l.text.append(r.text);
                    return l.edits + r.edits + l.text.length();
                }));
            }
            CompletableFuture.allOf(all.toArray(new CompletableFuture<?>[0])).get(Waits.SECONDS, Waits.UNIT);
            for (int i = 0; i < n; i++) {
                int expected = 3 + ("L" + i + "!R").length();
                if (all.get(i).join() != expected) {
                    throw new AssertionError(all.get(i).join() + " != " + expected);
                }
            }
        } finally {
            Waits.shutdown(pool);
        }
    }
}

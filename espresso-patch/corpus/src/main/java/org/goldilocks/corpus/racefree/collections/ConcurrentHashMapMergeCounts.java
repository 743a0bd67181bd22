package org.goldilocks.corpus.racefree.collections;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.corpus.support.Threads;

/**
 * Word counting with ConcurrentHashMap.merge and compute from many threads: each update of a key
 * is performed atomically by the map (ConcurrentHashMap docs), so no count is lost, and main reads
 * the totals after join.
 */
public class ConcurrentHashMapMergeCounts {
    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<String, StringBuilder> logs = new ConcurrentHashMap<>();
        String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 400; k++) {
                    String w = words[(k + id) % words.length];
                    counts.merge(w, 1, Integer::sum);
                    logs.compute(w, (key, sb) -> (sb == null ? new StringBuilder() : sb).append('.'));
                }
            }, "counter-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        int logged = 0;
        for (StringBuilder sb : logs.values()) {
            logged += sb.length();
        }
        if (total != 400 * n || logged != 400 * n) {
            throw new AssertionError(total + " " + logged);
        }
    }
}

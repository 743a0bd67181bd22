package org.goldilocks.corpus.racefree.executors;

import java.util.Arrays;

/**
 * Arrays.parallelSetAll, parallelPrefix and parallelSort on plain arrays: the JDK splits the
 * arrays into disjoint ranges processed by fork/join tasks and joins them before returning, so the
 * caller's reads afterwards (and the tasks' reads of each other's results between phases) are ordered.
 */
public class ArraysParallelOperations {
    public static void main(String[] args) throws Exception {
        int size = 20_000;
        long[] values = new long[size];
        Arrays.parallelSetAll(values, i -> (i * 7919L) % 10_007);
        long[] prefix = values.clone();
        Arrays.parallelPrefix(prefix, Long::sum);
        long direct = 0;
        for (long v : values) {
            direct += v;
        }
        if (prefix[size - 1] != direct) {
            throw new AssertionError(prefix[size - 1] + " != " + direct);
        }
        Arrays.parallelSort(values);
        for (int k = 1; k < size; k++) {
            if (values[k - 1] > values[k]) {
                throw new AssertionError("not sorted at " + k);
            }
        }
        String[] words = new String[5000];
        Arrays.parallelSetAll(words, i -> Integer.toString((i * 31) % 5000));
        Arrays.parallelSort(words);
        if (!words[0].equals("0") || words.length != 5000) {
            throw new AssertionError(words[0]);
        }
    }
}

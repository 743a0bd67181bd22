package org.goldilocks.corpus.workloads;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The JDK's parallel streams (the common ForkJoinPool) over a large list: a sum, a concurrent
 * grouping and a parallel sort, each checked against a sequential computation.
 */
public class ParallelStreams {
    public static void main(String[] args) {
        int n = Workload.size(args, 50_000);
        List<Integer> xs = IntStream.range(0, n).boxed().collect(Collectors.toList());
        long sum = xs.parallelStream().mapToLong(i -> (long) i * i % 1_000_003).sum();
        long expected = 0;
        for (int i = 0; i < n; i++) {
            expected += (long) i * i % 1_000_003;
        }
        Workload.check(sum == expected, "sum " + sum + ", expected " + expected);
        Map<Integer, Long> groups = xs.parallelStream().collect(Collectors.groupingByConcurrent(i -> i % 97, Collectors.counting()));
        Workload.check(groups.values().stream().mapToLong(Long::longValue).sum() == n, "groups " + groups);
        List<String> sorted = xs.parallelStream().map(i -> Integer.toString((int) ((long) i * 31 % n))).sorted().limit(5).toList();
        Workload.finish("sum " + sum + " groups " + groups.size() + " first " + sorted);
    }
}

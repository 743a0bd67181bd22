package org.goldilocks.bench.guest.suite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The whole-program suite's guest side: the list of programs and the loop that runs one of them,
 * warm-up iterations then measured iterations in this VM, each result checked, then one line a
 * tool can read:
 * <pre>
 * suite-result: program=stencil size=1000 threads=2 warmup=3 iterations=5 setup=0.041 seconds=0.512,0.498,... check=ok digest=7f3a...
 * </pre>
 * ({@code setup}: building an iteration's inputs, the median, not measured; {@code seconds}: each
 * measured iteration), after a progress line per iteration.
 * A wrong result or a failed worker (a DataRaceException) throws: the exit status is 1.
 * <pre>
 * Suite --list                   the programs, one a line: name, a tab, what it does
 * Suite &lt;program&gt;[,&lt;program&gt;...]|all [--size N] [--threads T] [--warmup W] [--iterations M] [--smoke]
 * </pre>
 * {@code --smoke}: each program's smoke size, no warm-up, one iteration (unless given).
 */
public final class Suite {
    public static final String RESULT = "suite-result: ";
    private static final String PROGRESS = "suite-progress: ";

    interface Factory {
        Program create(int size, int threads) throws Exception;
    }

    /** A program: its name, what it exercises, its default size (~0.2-2 s per iteration under --race=off) and its smoke size. */
    record Entry(String name, String description, int size, int smokeSize, Factory factory) {
    }

    static final List<Entry> PROGRAMS = List.of(
                    new Entry("stencil", "2D Jacobi stencil, n x n grid, " + Stencil.SWEEPS + " sweeps over row bands, CyclicBarrier between sweeps",
                                    2000, 24, Stencil::new),
                    new Entry("lu", "LU factorization of an n x n matrix, rows dealt round-robin, CyclicBarrier after each pivot step",
                                    500, 16, Lu::new),
                    new Entry("reduction", "sum and histogram of n pseudo-random longs, blocks taken and merged under one lock",
                                    64_000_000, 10_000, Reduction::new),
                    new Entry("montecarlo", "Monte Carlo option pricing, n tasks of " + MonteCarlo.PATHS + " paths, per-thread random generators and buffers, results in a shared synchronized list",
                                    300, 2, MonteCarlo::new),
                    new Entry("raytracer", "ray tracer, n x n image, shared read-only scene of spheres and lights, rows taken from an AtomicInteger",
                                    500, 12, RayTracer::new),
                    new Entry("spmv", "sparse matrix-vector product, n rows of " + SpMV.PER_ROW + " nonzeros (CSR), " + SpMV.PRODUCTS + " products, CyclicBarrier between them",
                                    200_000, 200, SpMV::new),
                    new Entry("idea", "IDEA block cipher over n 8-byte blocks: slices encrypted, then decrypted by another thread after a CyclicBarrier",
                                    300_000, 100, Idea::new),
                    new Entry("pipeline", "producer, n items through ArrayBlockingQueues to T transformers and one consumer",
                                    100_000, 200, Pipeline::new),
                    new Entry("forkjoin", "merge sort of n ints as RecursiveActions on a ForkJoinPool",
                                    1_000_000, 10_000, ForkJoinSort::new),
                    new Entry("wordcount", "word count of an n-word text in a ConcurrentHashMap (merge), one text slice per thread",
                                    1_000_000, 1_000, WordCount::new),
                    new Entry("objectgraph", "object graph of n nodes (node, edge list, label), built in parallel, linked across threads after a CyclicBarrier",
                                    300_000, 500, ObjectGraph::new));

    private Suite() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("--list")) {
            for (Entry e : PROGRAMS) {
                System.out.println(e.name() + "\t" + e.description());
            }
            return;
        }
        if (args.length == 0) {
            throw new IllegalArgumentException("usage: Suite --list | Suite <program>[,<program>...]|all [--size N] [--threads T]"
                            + " [--warmup W] [--iterations M] [--smoke]");
        }
        List<Entry> selected = select(args[0]);
        boolean smoke = false;
        int size = -1;
        int threads = 2;
        int warmup = -1;
        int iterations = -1;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--smoke")) {
                smoke = true;
                continue;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("unknown argument or missing value: " + a);
            }
            int v = Integer.parseInt(args[++i]);
            switch (a) {
                case "--size" -> size = v;
                case "--threads" -> threads = v;
                case "--warmup" -> warmup = v;
                case "--iterations" -> iterations = v;
                default -> throw new IllegalArgumentException("unknown argument: " + a);
            }
        }
        if (size >= 0 && selected.size() != 1) {
            throw new IllegalArgumentException("--size goes with one program");
        }
        for (Entry e : selected) {
            int n = size >= 0 ? size : smoke ? e.smokeSize() : e.size();
            measure(e, n, threads, warmup >= 0 ? warmup : smoke ? 0 : 3, iterations >= 0 ? iterations : smoke ? 1 : 5);
        }
    }

    /** For a host that drives the guest VM: the arguments of {@link #main}, separated by spaces. */
    public static void run(String commandLine) throws Exception {
        main(commandLine.trim().split(" +"));
    }

    private static List<Entry> select(String names) {
        if (names.equals("all")) {
            return PROGRAMS;
        }
        List<Entry> selected = new ArrayList<>();
        for (String name : names.split(",")) {
            Entry found = null;
            for (Entry e : PROGRAMS) {
                if (e.name().equals(name)) {
                    found = e;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("unknown program '" + name + "' (Suite --list lists them)");
            }
            selected.add(found);
        }
        return selected;
    }

    private static void measure(Entry e, int size, int threads, int warmup, int iterations) throws Exception {
        if (iterations < 1) {
            throw new IllegalArgumentException("--iterations must be at least 1");
        }
        Program p = e.factory().create(size, threads);
        StringBuilder times = new StringBuilder();
        double[] prepare = new double[warmup + iterations];
        Long digest = null;
        for (int i = 0; i < warmup + iterations; i++) {
            long start = System.nanoTime();
            p.prepare();
            long prepared = System.nanoTime();
            p.run();
            double s = seconds(System.nanoTime() - prepared);
            prepare[i] = seconds(prepared - start);
            long checking = System.nanoTime();
            long d = p.check();
            if (digest != null && d != digest) {
                throw new Program.WrongResult(e.name() + ": iteration " + (i + 1) + " computed digest " + Long.toHexString(d)
                                + ", earlier ones " + Long.toHexString(digest) + " (the program is not deterministic)");
            }
            digest = d;
            String time = String.format(Locale.ROOT, "%.4f", s);
            System.out.println(PROGRESS + e.name() + " iteration " + (i + 1) + " of " + (warmup + iterations) + (i < warmup ? " (warm-up)" : "")
                            + ": " + time + " s" + String.format(Locale.ROOT, " (inputs %.3f s, check %.3f s)", prepare[i], seconds(System.nanoTime() - checking)));
            if (i >= warmup) {
                times.append(times.length() == 0 ? "" : ",").append(time);
            }
        }
        Arrays.sort(prepare);
        System.out.println(RESULT + "program=" + e.name() + " size=" + size + " threads=" + threads + " warmup=" + warmup
                        + " iterations=" + iterations + String.format(Locale.ROOT, " setup=%.3f", prepare[prepare.length / 2]) + " seconds=" + times
                        + " check=ok digest=" + Long.toHexString(digest));
    }

    private static double seconds(long nanos) {
        return nanos / 1e9;
    }
}

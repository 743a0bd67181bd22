package org.goldilocks.corpus.support;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.corpus.memory.Samples;
import org.goldilocks.corpus.memory.ThreadChurn;

/**
 * The soak (bin/soak): runs race-free corpus programs over and over in one VM for a given time and
 * reports every exception any of their threads raised, DataRaceException or other. Not a CI test.
 *
 * <pre>SoakHarness [--minutes N] [--threads T] [--timeout-seconds S] [--churn C] [--libraries PATH] program[=arg]...</pre>
 *
 * <p>How the threads get there: every program's main receives {@code T} as {@code args[0]}; the
 * programs that scale (most of them, through {@link Threads#count}) run with T workers, the ones
 * whose pattern fixes the roles (a producer and a consumer, two lock holders...) ignore it. A
 * {@code program=arg} gets {@code arg} instead (the real workloads: their size). Programs
 * run one at a time, like in {@link Harness}, so a report names exactly one program and the machine
 * is not oversubscribed further.
 *
 * <p>Each round (every program once, in order) loads the programs through a fresh class loader over
 * the corpus classes and the {@code --libraries} class path (the real workloads' libraries): statics
 * start fresh (a program may keep state in them), class initialization runs again, and the JIT sees
 * new code each round.
 *
 * <p>With {@code --churn C}, every round ends with a thread-churn round ({@code memory.ThreadChurn}:
 * C iterations of two short threads) and the heap retained afterwards ({@code SOAK-HEAP}); the soak
 * fails if its trend over the rounds after the first quarter grows by more than 10% of its mean
 * (what terminated threads leave behind must be reclaimed: docs/engine.md, "Thread churn").
 *
 * <p>Output: {@code SOAK-FAIL} blocks with the program, round, thread, exception and full stack
 * trace (causes included) as they happen, a {@code SOAK-ROUND} line per round, and a final table of
 * iterations and failures per program followed by {@code SOAK-RESULT PASS} or {@code FAIL}. The exit
 * status is non-zero if anything was raised or a program timed out.
 */
public final class SoakHarness {
    private SoakHarness() {
    }

    private static final class Stats {
        int iterations;
        int failures;
        long millis;
    }

    public static void main(String[] args) throws Exception {
        double minutes = 10;
        int threads = 4;
        long timeoutSeconds = 120;
        int churn = 0;
        List<String> programs = new ArrayList<>();
        List<URL> path = new ArrayList<>(List.of(SoakHarness.class.getProtectionDomain().getCodeSource().getLocation()));
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--minutes" -> minutes = Double.parseDouble(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--timeout-seconds" -> timeoutSeconds = Long.parseLong(args[++i]);
                case "--churn" -> churn = Integer.parseInt(args[++i]);
                case "--libraries" -> path.addAll(urls(args[++i]));
                default -> programs.add(args[i]);
            }
        }
        if (programs.isEmpty() || threads < 1) {
            System.err.println("usage: SoakHarness [--minutes N] [--threads T] [--timeout-seconds S] [--churn C] [--libraries PATH] program[=arg]...");
            System.exit(2);
        }
        // Link describe()'s code (string concatenation, stack trace printing) here, once: its first
        // use could otherwise happen in several dying program threads at once (see Harness.main).
        describe(Thread.currentThread(), new RuntimeException("warm-up"));
        Map<String, Stats> stats = new LinkedHashMap<>();
        for (String p : programs) {
            stats.put(p, new Stats());
        }
        String[] programArgs = {Integer.toString(threads)};
        long start = System.nanoTime();
        long end = start + (long) (minutes * 60e9);
        int round = 0;
        int totalFailures = 0;
        int timeouts = 0;
        List<Long> heap = new ArrayList<>();
        System.out.println("SOAK-START programs=" + programs.size() + " threads=" + threads + " minutes=" + minutes);
        while (System.nanoTime() < end) {
            round++;
            int roundFailures = 0;
            try (URLClassLoader loader = new URLClassLoader("soak-round-" + round, path.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
                for (String program : programs) {
                    Stats s = stats.get(program);
                    long t0 = System.nanoTime();
                    int eq = program.indexOf('=');
                    Outcome o = eq < 0 ? runOnce(loader, program, programArgs, timeoutSeconds)
                                    : runOnce(loader, program.substring(0, eq), new String[] {program.substring(eq + 1)}, timeoutSeconds);
                    s.millis += (System.nanoTime() - t0) / 1_000_000;
                    s.iterations++;
                    if (!o.problems.isEmpty()) {
                        s.failures++;
                        roundFailures++;
                        if (o.timedOut) {
                            timeouts++;
                        }
                        System.out.println("SOAK-FAIL program=" + program + " round=" + round);
                        for (String problem : o.problems) {
                            System.out.println(problem);
                        }
                        System.out.println("SOAK-FAIL-END");
                        System.out.flush();
                    }
                }
            }
            if (churn > 0) {
                ThreadChurn.churn(churn);
                heap.add(Samples.retained());
                System.out.printf("SOAK-HEAP round=%d threads=%d retained-mb=%.1f%n", round, 2L * churn * round,
                                heap.get(heap.size() - 1) / 1048576.0);
            }
            totalFailures += roundFailures;
            System.out.printf("SOAK-ROUND %d done: %d programs, %d failed, elapsed %.1f min%n", round, programs.size(),
                            roundFailures, (System.nanoTime() - start) / 60e9);
            System.out.flush();
        }
        double elapsed = (System.nanoTime() - start) / 60e9;
        System.out.println("SOAK-SUMMARY program iterations failures avg-ms");
        long iterations = 0;
        for (Map.Entry<String, Stats> e : stats.entrySet()) {
            Stats s = e.getValue();
            iterations += s.iterations;
            System.out.printf("SOAK-PROGRAM %s %d %d %d%n", e.getKey(), s.iterations, s.failures, s.iterations == 0 ? 0 : s.millis / s.iterations);
        }
        System.out.printf("SOAK-TOTAL rounds=%d program-runs=%d failed-runs=%d timeouts=%d threads=%d minutes=%.1f%n", round, iterations,
                        totalFailures, timeouts, threads, elapsed);
        boolean heapGrew = false;
        if (heap.size() >= 8) {
            List<Long> steady = heap.subList(heap.size() / 4, heap.size());
            double mean = steady.stream().mapToLong(Long::longValue).average().orElseThrow();
            double growth = Samples.trendGrowth(steady);
            heapGrew = growth > 0.10 * mean;
            System.out.printf("SOAK-HEAP-TREND rounds=%d growth-mb=%.1f mean-mb=%.1f%s%n", steady.size(), growth / 1048576,
                            mean / 1048576, heapGrew ? " GREW" : "");
        }
        boolean pass = totalFailures == 0 && !heapGrew;
        System.out.println("SOAK-RESULT " + (pass ? "PASS" : "FAIL"));
        System.out.flush();
        System.exit(pass ? 0 : 1);
    }

    private static List<URL> urls(String classPath) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                urls.add(new File(entry).toURI().toURL());
            }
        }
        return urls;
    }

    private static final class Outcome {
        final List<String> problems = Collections.synchronizedList(new ArrayList<>());
        boolean timedOut;
    }

    private static Outcome runOnce(ClassLoader loader, String program, String[] programArgs, long timeoutSeconds) throws InterruptedException {
        Outcome o = new Outcome();
        ThreadGroup group = new ThreadGroup("soak") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                o.problems.add(describe(t, e));
            }
        };
        boolean[] completed = {false};
        Thread main = new Thread(group, () -> {
            try {
                Class.forName(program, true, loader).getMethod("main", String[].class).invoke(null, (Object) programArgs.clone());
                completed[0] = true;
            } catch (InvocationTargetException e) {
                o.problems.add(describe(Thread.currentThread(), e.getCause()));
            } catch (ReflectiveOperationException e) {
                o.problems.add(describe(Thread.currentThread(), e));
            }
        }, "main");
        main.setContextClassLoader(loader);
        long deadline = System.nanoTime() + timeoutSeconds * 1_000_000_000L;
        main.start();
        main.join(timeoutSeconds * 1000);
        while (group.activeCount() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        if (main.isAlive() || group.activeCount() > 0) {
            o.timedOut = true;
            StringBuilder sb = new StringBuilder("  timed out after " + timeoutSeconds + " s; live threads:");
            Thread[] live = new Thread[group.activeCount() + 4];
            int n = group.enumerate(live);
            // Stacks of other threads need a VM handshake with each of them, which a thread that
            // never polls does not answer: collect them on a daemon thread, give up after 10 s.
            StringBuffer stacks = new StringBuffer();
            Thread collector = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    stacks.append("\n    ").append(live[i].getName()).append(' ').append(live[i].getState());
                    for (StackTraceElement f : live[i].getStackTrace()) {
                        stacks.append("\n      at ").append(f);
                    }
                }
            }, "soak-stacks");
            collector.setDaemon(true);
            collector.start();
            collector.join(10_000);
            if (collector.isAlive()) {
                for (int i = 0; i < n; i++) {
                    sb.append("\n    ").append(live[i].getName()).append(' ').append(live[i].getState());
                }
                sb.append("\n    (stacks not available: a thread did not answer the VM's stack request)");
            } else {
                sb.append(stacks);
            }
            o.problems.add(sb.toString());
        } else if (!completed[0] && o.problems.isEmpty()) {
            o.problems.add("  main did not complete");
        }
        return o;
    }

    private static String describe(Thread t, Throwable e) {
        StringWriter w = new StringWriter();
        try (PrintWriter pw = new PrintWriter(w)) {
            pw.print("  thread \"");
            pw.print(t.getName());
            pw.print("\": ");
            e.printStackTrace(pw);
        }
        return w.toString().stripTrailing();
    }
}

package org.goldilocks.bench.vm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One child process of a suite (a host JVM with a configuration's flags, or plain HotSpot): its
 * output (stdout and stderr) copied to ours, indented, as it comes; the lines that start with
 * {@code resultPrefix} kept, and the last lines for a failure message; its wall-clock time, and
 * its CPU time (all its threads, from this process's children's CPU time on Linux, NaN elsewhere).
 */
record ChildRun(int status, List<String> results, List<String> tail, double wallSeconds, double cpuSeconds) {
    private static final int TAIL = 12;
    /** Linux reports the children's times in /proc in clock ticks of 1/100 s (USER_HZ). */
    private static final double TICKS_PER_SECOND = 100;

    static ChildRun run(List<String> command, String resultPrefix, long timeoutMinutes) throws IOException, InterruptedException {
        List<String> results = new ArrayList<>();
        Deque<String> tail = new ArrayDeque<>();
        double cpuBefore = childrenCpuSeconds();
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread copier = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null;) {
                    System.out.println("  " + line);
                    synchronized (results) {
                        if (line.startsWith(resultPrefix)) {
                            results.add(line.substring(resultPrefix.length()));
                        }
                        tail.addLast(line);
                        if (tail.size() > TAIL) {
                            tail.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "child-output");
        copier.start();
        int status;
        if (p.waitFor(timeoutMinutes, TimeUnit.MINUTES)) {
            status = p.exitValue();
        } else {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor();
            status = -1;
            synchronized (results) {
                tail.addLast("(killed after " + timeoutMinutes + " min)");
            }
        }
        double wall = (System.nanoTime() - start) / 1e9;
        copier.join();
        double cpu = childrenCpuSeconds() - cpuBefore;
        synchronized (results) {
            return new ChildRun(status, List.copyOf(results), List.copyOf(tail), wall, cpu);
        }
    }

    boolean succeeded() {
        return status == 0 && !results.isEmpty();
    }

    /** Why it failed, in one line: its status and its last lines of output. */
    String failure() {
        return (status == -1 ? "timed out" : "exit status " + status) + (results.isEmpty() ? ", no result line" : "") + "; last output: "
                        + String.join(" | ", tail.stream().map(String::strip).filter(l -> !l.isEmpty()).toList());
    }

    /** CPU time of this process's children that have ended and been waited for (cutime + cstime), or NaN. */
    private static double childrenCpuSeconds() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // fields[0] is field 3 of proc(5) (state): cutime is field 16, cstime field 17
            return (Long.parseLong(fields[13]) + Long.parseLong(fields[14])) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }
}

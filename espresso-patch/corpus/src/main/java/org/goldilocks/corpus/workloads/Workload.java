package org.goldilocks.corpus.workloads;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What every real workload prints at its end: one {@code RESULT} line that must be the same under
 * every configuration (nothing in it depends on scheduling), then {@code PEAK-RSS-KB}, the
 * process's peak resident set as the kernel counts it (the guest runs in the host process, so
 * this is the whole VM's, detector included).
 */
public final class Workload {
    private Workload() {
    }

    /** Fails the run, as a wrong answer must: a message and status 1. */
    public static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError("wrong result: " + what);
        }
    }

    public static void finish(String result) {
        System.out.println("RESULT " + result);
        System.out.println("PEAK-RSS-KB " + peakRssKb());
    }

    private static long peakRssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: unknown
        }
        return -1;
    }

    /** The first argument as a size, else the default. */
    public static int size(String[] args, int otherwise) {
        return args.length > 0 ? Integer.parseInt(args[0]) : otherwise;
    }
}

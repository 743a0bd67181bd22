package org.goldilocks;

/**
 * What a program (a test framework, typically) can learn of the races the race-aware VM reports
 * while it runs. Pull, not push: the VM counts racy accesses anyway, and keeps the last reports only
 * once a program has asked ({@link #count()}), so a program that never asks pays nothing, and no
 * program code runs inside the VM's race handling.
 *
 * <p>Usage, as a test framework does it (goldilocks-junit): {@code long mark = Races.count();} before
 * a test, and after it {@code if (Races.count() != mark) fail(Races.reportsSince(mark));} — a race
 * in any thread while the test ran, a thread that outlived an earlier test included, is charged to
 * it.
 *
 * <p>On any other JVM these methods are what their bodies say: no races, {@link #detecting()} false.
 * On the race-aware VM the VM replaces them (Espresso substitutions, org.goldilocks.vm.hooks).
 */
public final class Races {
    private Races() {
    }

    /** Whether this program runs on the race-aware VM with race detection on. */
    public static boolean detecting() {
        return false;
    }

    /**
     * Racy accesses reported so far in this run: every one, in any thread, whether it raised a
     * DataRaceException (throw mode) or was performed (report mode); repeated races at the same pair
     * of source locations count each time. Suppressed accesses are not races. Never decreases.
     */
    public static long count() {
        return 0;
    }

    /**
     * The reports of the races counted after {@code mark} (a value {@link #count()} returned), in the
     * VM's text format (both accesses: threads, locks, stacks), each distinct race once; "" if none.
     * The VM keeps the reports of the last few dozen racy accesses: older ones are summed up in one
     * line.
     */
    public static String reportsSince(long mark) {
        return "";
    }
}

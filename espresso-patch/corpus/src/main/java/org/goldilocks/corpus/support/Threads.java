package org.goldilocks.corpus.support;

/**
 * The thread count of a race-free corpus program that scales with it: {@code args[0]} when given
 * (the soak, {@link SoakHarness}, passes one), else the program's own default. Never below 2.
 */
public final class Threads {
    private Threads() {
    }

    public static int count(String[] args, int defaultCount) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : defaultCount;
        return Math.max(2, n);
    }
}

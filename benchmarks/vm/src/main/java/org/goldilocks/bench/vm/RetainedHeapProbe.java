package org.goldilocks.bench.vm;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Arrays;
import java.util.Locale;

import org.graalvm.polyglot.Value;

/**
 * One measurement of {@code bin/bench memory}, in its own host JVM started by {@link MemoryBench}
 * with a configuration's flags: the host heap in use after a full collection, with the guest's
 * {@code RetainedObjects} kept and released, over a few rounds in one VM. Prints one line,
 * {@code RESULT <bytes per object>}, the median of the rounds.
 * Arguments: {@code <config> <confined|shared> <objects> <rounds>}.
 */
public final class RetainedHeapProbe {
    static final String RESULT = "RESULT ";
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private RetainedHeapProbe() {
    }

    public static void main(String[] args) throws Exception {
        VmConfig config = VmConfig.of(args[0]);
        boolean shared = switch (args[1]) {
            case "confined" -> false;
            case "shared" -> true;
            default -> throw new IllegalArgumentException("unknown mode " + args[1]);
        };
        int n = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        config.verifyHost();
        try (GuestVm vm = GuestVm.start(System.getProperty(VmConfig.WORKLOADS_JAR), System.getProperty(VmConfig.GUEST_API_JAR))) {
            Value retained = vm.guestClass("org.goldilocks.bench.guest.RetainedObjects");
            // Warm up: classes loaded, the loops compiled, the VM's own structures at their size.
            retained.invokeMember("keep", n / 10, shared);
            retained.invokeMember("release");
            double[] perObject = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                long before = usedAfterGc();
                retained.invokeMember("keep", n, shared);
                long with = usedAfterGc();
                retained.invokeMember("release");
                perObject[r] = (double) (with - before) / n;
                System.out.printf(Locale.ROOT, "round %d: %.1f bytes per object%n", r + 1, perObject[r]);
            }
            Arrays.sort(perObject);
            System.out.printf(Locale.ROOT, "%s%.2f%n", RESULT, perObject[rounds / 2]);
        }
    }

    /** The heap in use after full collections (G1 collects fully on System.gc()). */
    private static long usedAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return MEMORY.getHeapMemoryUsage().getUsed();
    }
}

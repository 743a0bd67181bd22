package org.goldilocks.bench.vm;

import org.graalvm.polyglot.PolyglotException;

/**
 * One run of {@code bin/bench suite} on Espresso, in its own host JVM started by {@link SuiteBench}
 * with a configuration's flags: checks the VM is the one the configuration names, then runs the
 * guest suite's main ({@code org.goldilocks.bench.guest.suite.Suite}) with the remaining arguments
 * in a guest VM built as the launcher builds one; the guest prints the result line. A guest
 * exception (a wrong result, a DataRaceException in a worker) is printed with its guest stack,
 * and the status is 1.
 * Arguments: {@code <config> <program> [suite options]}.
 */
public final class SuiteHost {
    static final String GUEST_MAIN = "org.goldilocks.bench.guest.suite.Suite";

    private SuiteHost() {
    }

    public static void main(String[] args) {
        VmConfig config = VmConfig.of(args[0]);
        config.verifyHost();
        String guestArgs = String.join(" ", java.util.Arrays.asList(args).subList(1, args.length));
        int status = 0;
        try (GuestVm vm = GuestVm.start(System.getProperty(VmConfig.WORKLOADS_JAR), System.getProperty(VmConfig.GUEST_API_JAR))) {
            vm.guestClass(GUEST_MAIN).invokeMember("run", guestArgs);
        } catch (PolyglotException e) {
            System.out.println("[suite] " + config.label + ": " + (e.isGuestException() ? "the program failed: " : "the VM failed: ") + e.getMessage());
            for (StackTraceElement frame : e.getStackTrace()) {
                System.out.println("\tat " + frame);
            }
            status = 1;
        }
        System.exit(status);
    }
}

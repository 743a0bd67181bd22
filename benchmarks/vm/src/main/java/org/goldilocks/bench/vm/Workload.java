package org.goldilocks.bench.vm;

import org.graalvm.polyglot.Value;

/**
 * One guest workload class with a fixed size n: {@code run(n)} is what is measured; its result is
 * compared with the guest's own {@code expected(n)}, computed once, so that a wrong run (a worker
 * that died of a DataRaceException, a lost update) fails the benchmark instead of being timed.
 */
final class Workload {
    private final String name;
    private final Value guestClass;
    private final int n;
    private final long expected;

    Workload(GuestVm vm, String className, int n) {
        this.name = className;
        this.guestClass = vm.guestClass(className);
        this.n = n;
        this.expected = guestClass.invokeMember("expected", n).asLong();
    }

    long run() {
        long result = guestClass.invokeMember("run", n).asLong();
        if (result != expected) {
            throw new IllegalStateException(name + ".run(" + n + ") returned " + result + ", expected " + expected);
        }
        return result;
    }
}

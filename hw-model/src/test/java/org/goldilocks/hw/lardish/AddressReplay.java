package org.goldilocks.hw.lardish;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.goldilocks.hw.cost.CycleLedger;
import org.goldilocks.hw.lard.Lard;
import org.goldilocks.hw.lard.LardFault;
import org.goldilocks.hw.lardish.AddressTrace.Kind;
import org.goldilocks.hw.lardish.AddressTrace.Op;
import org.goldilocks.hw.lardish.AddressTrace.Trace;
import org.goldilocks.hw.runtime.SoftwareSync;

/** Runs an address-level trace through a {@link Lard}, synchronization through {@link SoftwareSync}. */
final class AddressReplay {
    private AddressReplay() {
    }

    static boolean[] run(List<Op> ops, Lard lard) {
        SoftwareSync sync = new SoftwareSync(lard, new CycleLedger(), 1);
        boolean[] verdicts = new boolean[ops.size()];
        for (int i = 0; i < ops.size(); i++) {
            Op op = ops.get(i);
            switch (op.kind()) {
                case THREAD -> lard.thread(op.hw(), op.thread());
                case ACCESS -> verdicts[i] = lard.trackedAccess(op.hw(), op.a(), op.size(), op.write(), 0, i);
                case UNTRACKED -> lard.untrackedAccess(op.hw(), op.a(), op.size(), op.write());
                case RELEASE -> sync.release(op.hw(), op.thread(), op.b());
                case ACQUIRE -> sync.acquire(op.hw(), op.b());
                case CLEAR -> lard.clearHistory(op.hw(), op.a(), op.size());
                case COPY -> lard.copyHistory(op.hw(), op.a(), op.b(), op.size());
            }
        }
        return verdicts;
    }

    /**
     * The first trace op index where {@code detector} disagrees with the oracle, or -1. A trace the
     * detector rejects counts as agreeing (shrinking may produce invalid traces).
     */
    static int firstDisagreement(Trace trace, List<Op> ops, Function<Trace, Lard> detector) {
        boolean[] expected;
        boolean[] actual;
        try {
            expected = AddressOracle.racy(ops);
            actual = run(ops, detector.apply(trace));
        } catch (LardFault | NullPointerException invalid) {
            return -1;
        }
        for (int i = 0; i < ops.size(); i++) {
            if (ops.get(i).kind() == Kind.ACCESS && expected[i] != actual[i]) {
                return i;
            }
        }
        return -1;
    }

    /** Removes ops one at a time while the disagreement remains; a small reproducer. */
    static List<Op> shrink(Trace trace, Function<Trace, Lard> detector) {
        List<Op> ops = new ArrayList<>(trace.ops());
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = ops.size() - 1; i >= 0; i--) {
                List<Op> smaller = new ArrayList<>(ops);
                smaller.remove(i);
                if (firstDisagreement(trace, smaller, detector) >= 0) {
                    ops = smaller;
                    progress = true;
                }
            }
        }
        return ops;
    }
}

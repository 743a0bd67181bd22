package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.LockSet;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.oracle.DelegatingEngine;

/**
 * Hybrid engines with one rule broken on purpose, built from outside the engine (reading its
 * package-private state), so the production code needs no test switches; and views of that state
 * for tests in other packages.
 */
public final class HybridForTests {
    private HybridForTests() {
    }

    /**
     * Sec. 5.2 without its timestamp condition: a new access is skipped when an older record of the
     * same thread covers its kind and lockset, even if the thread sent a message in between, so a
     * thread that receives that message and then races with the new access is not reported.
     */
    public static Engine subsetSkipIgnoringTimestamps(HybridEngine engine) {
        return skipping(engine, false, true);
    }

    /** Sec. 5.2 with the kinds confused: a read record taken to cover a later write of its thread. */
    public static Engine subsetSkipIgnoringKinds(HybridEngine engine) {
        return skipping(engine, true, false);
    }

    private static Engine skipping(HybridEngine engine, boolean checkTimestamp, boolean checkKind) {
        return new DelegatingEngine(engine) {
            @Override
            public Race read(ThreadState thread, Variable variable, Object site) {
                return covered(thread, variable, false) ? null : delegate.read(thread, variable, site);
            }

            @Override
            public Race write(ThreadState thread, Variable variable, Object site) {
                return covered(thread, variable, true) ? null : delegate.write(thread, variable, site);
            }

            private boolean covered(ThreadState thread, Variable variable, boolean write) {
                HybridThread t = (HybridThread) thread;
                LockSet locks = t.locksHeld();
                for (Record r : ((DetailedVariable) variable).recordsForTests()) {
                    if (r.thread == t && (!checkTimestamp || r.timestamp == t.now()) && (!checkKind || r.kindCovers(write))
                            && Locksets.subset(r.locks, locks)) {
                        return true;
                    }
                }
                return false;
            }
        };
    }

    /** Lock release and acquire as messages (what sec. 3.2 leaves out on purpose: Figure 4). */
    public static Engine locksAsMessages(HybridEngine engine) {
        return new DelegatingEngine(engine) {
            @Override
            public void acquire(ThreadState thread, SyncVar lock) {
                delegate.acquire(thread, lock);
                delegate.receive(thread, lock);
            }

            @Override
            public void release(ThreadState thread, SyncVar lock) {
                delegate.send(thread, lock);
                delegate.release(thread, lock);
            }
        };
    }

    /** How many records the variable keeps now (detailed mode). */
    public static int records(Variable variable) {
        return ((DetailedVariable) variable).recordCount();
    }
}

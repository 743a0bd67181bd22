package org.goldilocks.vm.threads;

import java.util.Arrays;

import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/** The glue's per-guest-thread state, kept as {@link ThreadState#attachment}. Touched only by its own thread. */
public final class VmThread {
    public final ThreadState state;
    /**
     * The guest java.lang.Thread while it runs; null once it exited. The engine may keep the
     * ThreadState (in its event list and Goldilocksets) long after, and must not keep the guest
     * thread, its Runnable and everything reachable from it alive with it.
     */
    StaticObject guest;
    /** The guest thread id, kept for reports after exit. */
    long id = -1;
    /**
     * Bit i set: this thread has taken the JLS 12.4.2 edge of the class whose initialization number
     * is i ({@code ClassInitHooks}). A bitset, so that the inline test is two loads and a mask.
     */
    private long[] observedInit = new long[4];
    /** >0 while the detector itself runs guest code on this thread (building a DataRaceException). */
    private int busy;

    VmThread(ThreadState state, StaticObject guest) {
        this.state = state;
        this.guest = guest;
        state.attachment = this;
    }

    public boolean hasObserved(int initId) {
        long[] bits = observedInit;
        int word = initId >>> 6;
        return word < bits.length && (bits[word] & (1L << initId)) != 0;
    }

    public void markObserved(int initId) {
        int word = initId >>> 6;
        if (word >= observedInit.length) {
            observedInit = Arrays.copyOf(observedInit, Math.max(word + 1, observedInit.length * 2));
        }
        observedInit[word] |= 1L << initId;
    }

    /** The detector is about to run guest code on this thread: its accesses are not checked until {@link #endDetectorCode}. */
    public void beginDetectorCode() {
        busy++;
    }

    public void endDetectorCode() {
        busy--;
    }

    boolean inDetectorCode() {
        return busy > 0;
    }

    /**
     * The thread ran its last action: keep only what a report about its past accesses names (its
     * state, name and id). The engine may keep the state as long as a record of it lives.
     */
    void exited() {
        guest = null;
        observedInit = EMPTY;
    }

    private static final long[] EMPTY = new long[0];

    public static VmThread of(ThreadState state) {
        return (VmThread) state.attachment;
    }
}

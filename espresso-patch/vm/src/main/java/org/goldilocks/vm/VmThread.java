package org.goldilocks.vm;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/** The glue's per-guest-thread state, kept as {@link ThreadState#attachment}. Touched only by its own thread. */
final class VmThread {
    final ThreadState state;
    /** The guest java.lang.Thread. */
    final StaticObject guest;
    /** Class-initialization variables this thread has already observed (JLS 12.4.2 edges taken). */
    final Set<SyncVar> observedClasses = Collections.newSetFromMap(new IdentityHashMap<>());
    /** >0 while the detector itself runs guest code on this thread (building a DataRaceException). */
    int busy;

    VmThread(ThreadState state, StaticObject guest) {
        this.state = state;
        this.guest = guest;
        state.attachment = this;
    }

    static VmThread of(ThreadState state) {
        return (VmThread) state.attachment;
    }
}

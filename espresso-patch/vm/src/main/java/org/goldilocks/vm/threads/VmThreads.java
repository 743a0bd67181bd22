package org.goldilocks.vm.threads;

import java.util.IdentityHashMap;
import java.util.Map;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.RaceRuntime;
import org.goldilocks.vm.shadow.Shadows;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.Node;
import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoThreadLocalState;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Maps guest threads to engine threads. The current thread's {@link ThreadState} is cached in
 * Espresso's thread-local state (a patched-in field), which compiled code reads in a couple of
 * loads; everything else here is slow path.
 */
public final class VmThreads {
    /** Guest threads that were forked but have not exited yet, and root threads. Guarded by itself. */
    private static final Map<StaticObject, ThreadState> BY_GUEST = new IdentityHashMap<>();

    private VmThreads() {
    }

    /** The current thread's state if already resolved, else null: inline, for the fast path. */
    public static ThreadState cached(Node node) {
        return EspressoLanguage.get(node).getThreadLocalState().goldilocksThread; // typed: no check in compiled code (patches/ABI.txt)
    }

    /**
     * The same, where compiled code has a class but no node (the class-initialization check inside
     * an allocation): the class is a compilation constant there, and so are its context, language
     * and thread-local, which then reads inline. {@code EspressoLanguage.get(null)} is not one, and
     * its thread-local read was a host call at every {@code new} (8% of a ray tracer's samples).
     */
    public static ThreadState cachedFor(Klass klass) {
        return klass.getLanguage().getThreadLocalState().goldilocksThread;
    }

    /**
     * The current thread's state, resolving it if needed. A guest thread the detector never saw
     * forked (the main thread, a thread attached from the host) becomes a root thread: it has no
     * happens-before predecessors. Null while the VM has no current guest thread yet.
     */
    @TruffleBoundary
    public static ThreadState current() {
        EspressoThreadLocalState tls = EspressoLanguage.get(null).getThreadLocalState();
        ThreadState cached = tls.goldilocksThread;
        if (cached != null) {
            return cached;
        }
        EspressoContext context = EspressoContext.get(null);
        if (!context.isMainThreadCreated()) {
            return null; // VM start-up: one host thread, no guest thread yet (asking would trip Espresso's failsafe)
        }
        StaticObject guest = context.getCurrentPlatformThread();
        if (guest == null || StaticObject.isNull(guest)) {
            return null;
        }
        ThreadState state;
        synchronized (BY_GUEST) {
            state = BY_GUEST.get(guest);
            if (state == null) {
                state = RaceRuntime.engine().rootThread(nameOf(context, guest));
                new VmThread(state, guest);
                BY_GUEST.put(guest, state);
            }
        }
        tls.goldilocksThread = state;
        return state;
    }

    /**
     * The current thread, if its data accesses are to be checked now; null during VM start-up
     * (no guest thread exists yet: nothing can race) and while the detector itself runs guest
     * code on it (building a DataRaceException). The checked slow paths start here.
     */
    @TruffleBoundary
    public static VmThread checking() {
        return checking(null);
    }

    /** {@link #checking()}, given what {@link #cached} gave the caller's fast path (null: resolve it). */
    @TruffleBoundary
    public static VmThread checking(ThreadState cached) {
        ThreadState thread = cached != null ? cached : current();
        if (thread == null) {
            return null;
        }
        VmThread vt = VmThread.of(thread);
        return vt.inDetectorCode() ? null : vt;
    }

    /** Thread.start, on the parent, before the child can run. */
    @TruffleBoundary
    public static void fork(StaticObject child) {
        ThreadState parent = current();
        EspressoContext context = EspressoContext.get(null);
        ThreadState state = parent == null
                        ? RaceRuntime.engine().rootThread(nameOf(context, child))
                        : RaceRuntime.engine().fork(parent, nameOf(context, child));
        new VmThread(state, child);
        synchronized (BY_GUEST) {
            BY_GUEST.put(child, state);
        }
    }

    /** The new thread's first action, before Thread.run. */
    @TruffleBoundary
    public static void start(StaticObject guest) {
        ThreadState state;
        synchronized (BY_GUEST) {
            state = BY_GUEST.get(guest);
        }
        if (state == null) {
            current(); // never forked through Thread.start: becomes a root thread
            return;
        }
        RaceRuntime.engine().start(state);
        EspressoLanguage.get(null).getThreadLocalState().goldilocksThread = state;
    }

    /**
     * The hybrid engine's join message (PPoPP'03 sec. 3.2), sent by the terminating thread before
     * the VM marks it terminated, so before any joiner can see it ended: Thread.join and isAlive
     * receive it on the Thread object when they return (hybrid.CallRoles). The volatile eetop that
     * carries the edge for the happens-before engines is no message for the hybrid.
     */
    @TruffleBoundary
    public static void ending(StaticObject guest) {
        ThreadState state = current();
        if (state != null) {
            RaceRuntime.engine().send(state, Shadows.monitor(guest));
        }
    }

    /** The thread's last action, after Thread.exit and the termination handshake. */
    @TruffleBoundary
    public static void exit(StaticObject guest) {
        ThreadState state;
        synchronized (BY_GUEST) {
            state = BY_GUEST.remove(guest);
        }
        if (state != null) {
            RaceRuntime.engine().end(state);
            VmThread vt = VmThread.of(state);
            EspressoContext context = EspressoContext.get(null);
            state.setName(nameOf(context, guest)); // reports after exit use the last name and id
            vt.id = context.getThreadAccess().getThreadId(guest);
            vt.exited();
        }
        EspressoLanguage.get(null).getThreadLocalState().goldilocksThread = null;
    }

    /** The guest thread's current name. */
    public static String nameOf(EspressoContext context, StaticObject guest) {
        try {
            return context.getThreadAccess().getThreadName(guest);
        } catch (RuntimeException e) {
            return "<unnamed thread>";
        }
    }

    public static String nameOf(ThreadState state) {
        VmThread vt = VmThread.of(state);
        StaticObject guest = vt == null ? null : vt.guest;
        return guest == null ? state.name() : nameOf(EspressoContext.get(null), guest);
    }

    /** The guest thread's id ({@code Thread.threadId()}), -1 if unknown. */
    public static long idOf(ThreadState state) {
        VmThread vt = VmThread.of(state);
        if (vt == null) {
            return -1;
        }
        StaticObject guest = vt.guest;
        if (guest == null) {
            return vt.id; // the thread exited: its id was kept
        }
        try {
            return EspressoContext.get(null).getThreadAccess().getThreadId(guest);
        } catch (RuntimeException e) {
            return -1;
        }
    }
}

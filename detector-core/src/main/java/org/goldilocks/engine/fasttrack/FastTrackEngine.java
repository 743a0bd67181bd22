package org.goldilocks.engine.fasttrack;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * FastTrack (Flanagan & Freund, "FastTrack: Efficient and Precise Dynamic Race Detection",
 * PLDI 2009): vector clocks for threads and sync variables, epochs for the last write and for
 * totally ordered reads. Decides races by the JMM happens-before order (JLS 17.4.5): program order,
 * release to later acquire of the same monitor, volatile write to later read of the same variable,
 * fork (Thread.start) and end to join.
 *
 * <p>The synchronization rules are here; the access rules are in {@link FastTrackVariable}. Every
 * sync source action (release, volatile write, fork on the parent, end) ticks the thread's clock,
 * which is also its epoch word. The engine's monitors (one per variable, one per sync variable's
 * clock) only protect its data: happens-before comes from the clocks alone.
 */
public final class FastTrackEngine implements Engine {
    /**
     * Vector clock indices, per engine, recycled once a thread is unreachable, so clocks stay as
     * wide as the number of threads that still matter (a thread referenced by a recorded access
     * keeps its slot; see ThreadSlots for why reuse is exact).
     */
    private final ThreadSlots slots = new ThreadSlots();

    public FastTrackEngine() {
    }

    @Override
    public String name() {
        return "fasttrack";
    }

    @Override
    public ThreadState rootThread(String name) {
        return new FastTrackThread(name, slots);
    }

    /** [FT FORK]: C_u := C_u join C_t, then C_t := inc_t(C_t). */
    @Override
    public ThreadState fork(ThreadState parent, String childName) {
        FastTrackThread t = ft(parent);
        FastTrackThread child = new FastTrackThread(childName, slots);
        child.clock.joinWith(t.clock);
        t.tick();
        return child;
    }

    /** Nothing to do: fork already gave the child its clock, and Thread.start publishes it to the child. */
    @Override
    public void start(ThreadState child) {
        ft(child);
    }

    /** The end is a sync source (it happens-before a join): a new epoch, so no variable stays exclusive to a dead thread. */
    @Override
    public void end(ThreadState thread) {
        ft(thread).tick();
    }

    /**
     * [FT JOIN]: C_t := C_t join C_u. The paper also ticks u; here u ended, and end already ticked it.
     * C_u is stable once u ended, and Thread.join makes it visible to the joiner.
     */
    @Override
    public void join(ThreadState joiner, ThreadState joined) {
        ft(joiner).clock.joinWith(ft(joined).clock);
    }

    @Override
    public SyncVar newSyncVar(Object description) {
        return new FastTrackSyncVar(description);
    }

    /** [FT ACQUIRE]: C_t := C_t join L_m. */
    @Override
    public void acquire(ThreadState thread, SyncVar lock) {
        FastTrackThread t = ft(thread);
        sync(lock).receiveInto(t);
        t.holds(lock);
    }

    /** [FT RELEASE]: L_m := C_t, then C_t := inc_t(C_t). */
    @Override
    public void release(ThreadState thread, SyncVar lock) {
        FastTrackThread t = ft(thread);
        sync(lock).publishFrom(t);
        t.letGo(lock);
        t.tick();
    }

    /** Volatile read, an acquire-like sink: C_t := C_t join L_v. */
    @Override
    public void volatileRead(ThreadState thread, SyncVar variable) {
        sync(variable).receiveInto(ft(thread));
    }

    /** Volatile write, a release-like source: L_v := L_v join C_t, then C_t := inc_t(C_t). */
    @Override
    public void volatileWrite(ThreadState thread, SyncVar variable) {
        FastTrackThread t = ft(thread);
        sync(variable).publishFrom(t);
        t.tick();
    }

    @Override
    public Variable newVariable() {
        return new FastTrackVariable();
    }

    @Override
    public Race read(ThreadState thread, Variable variable, Object site) {
        return var(variable).read(ft(thread), site);
    }

    @Override
    public Race write(ThreadState thread, Variable variable, Object site) {
        return var(variable).write(ft(thread), site);
    }

    @Override
    public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
        var(variable).commit(ft(thread), kind, site);
    }

    private static FastTrackThread ft(ThreadState thread) {
        return (FastTrackThread) thread;
    }

    private static FastTrackSyncVar sync(SyncVar syncVar) {
        return (FastTrackSyncVar) syncVar;
    }

    private static FastTrackVariable var(Variable variable) {
        return (FastTrackVariable) variable;
    }
}

package org.goldilocks.bench.engines;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * The baseline "none": an engine that does nothing, so the same benchmark code measures the cost
 * of the harness itself (the loop, the real lock, the virtual calls). Its variables never allow a
 * skip, so the fast-path variants pay the canSkip test and then the (empty) call.
 */
final class NoopEngine implements Engine {
    private final ThreadSlots slots = new ThreadSlots();

    private static final class NoopThread extends ThreadState {
        NoopThread(String name, ThreadSlots slots) {
            super(name, slots);
        }
    }

    private static final class NoopSyncVar extends SyncVar {
        NoopSyncVar(Object description) {
            super(description);
        }
    }

    private static final class NoopVariable extends Variable {
    }

    @Override
    public String name() {
        return "none";
    }

    @Override
    public ThreadState rootThread(String name) {
        return new NoopThread(name, slots);
    }

    @Override
    public ThreadState fork(ThreadState parent, String childName) {
        return new NoopThread(childName, slots);
    }

    @Override
    public void start(ThreadState child) {
    }

    @Override
    public void end(ThreadState thread) {
    }

    @Override
    public void join(ThreadState joiner, ThreadState joined) {
    }

    @Override
    public SyncVar newSyncVar(Object description) {
        return new NoopSyncVar(description);
    }

    @Override
    public void acquire(ThreadState thread, SyncVar lock) {
    }

    @Override
    public void release(ThreadState thread, SyncVar lock) {
    }

    @Override
    public void volatileRead(ThreadState thread, SyncVar variable) {
    }

    @Override
    public void volatileWrite(ThreadState thread, SyncVar variable) {
    }

    @Override
    public Variable newVariable() {
        return new NoopVariable();
    }

    @Override
    public Race read(ThreadState thread, Variable variable, Object site) {
        return null;
    }

    @Override
    public Race write(ThreadState thread, Variable variable, Object site) {
        return null;
    }

    @Override
    public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
    }
}

package org.goldilocks.engine.fasttrack;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/** PLACEHOLDER so the module compiles; being replaced by the real engine. */
public final class FastTrackEngine implements Engine {
    @Override public String name() { return "fasttrack"; }
    @Override public ThreadState rootThread(String name) { throw new UnsupportedOperationException(); }
    @Override public ThreadState fork(ThreadState parent, String childName) { throw new UnsupportedOperationException(); }
    @Override public void start(ThreadState child) { throw new UnsupportedOperationException(); }
    @Override public void end(ThreadState thread) { throw new UnsupportedOperationException(); }
    @Override public void join(ThreadState joiner, ThreadState joined) { throw new UnsupportedOperationException(); }
    @Override public SyncVar newSyncVar(Object description) { throw new UnsupportedOperationException(); }
    @Override public void acquire(ThreadState thread, SyncVar lock) { throw new UnsupportedOperationException(); }
    @Override public void release(ThreadState thread, SyncVar lock) { throw new UnsupportedOperationException(); }
    @Override public void volatileRead(ThreadState thread, SyncVar variable) { throw new UnsupportedOperationException(); }
    @Override public void volatileWrite(ThreadState thread, SyncVar variable) { throw new UnsupportedOperationException(); }
    @Override public Variable newVariable() { throw new UnsupportedOperationException(); }
    @Override public Race read(ThreadState thread, Variable variable, Object site) { throw new UnsupportedOperationException(); }
    @Override public Race write(ThreadState thread, Variable variable, Object site) { throw new UnsupportedOperationException(); }
    @Override public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) { throw new UnsupportedOperationException(); }
}

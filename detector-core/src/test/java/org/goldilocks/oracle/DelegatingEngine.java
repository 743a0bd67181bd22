package org.goldilocks.oracle;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/** Forwards every event to another engine; tests override one method to break one rule on purpose. */
public class DelegatingEngine implements Engine {
    protected final Engine delegate;

    public DelegatingEngine(Engine delegate) {
        this.delegate = delegate;
    }

    @Override public String name() { return "broken-" + delegate.name(); }
    @Override public ThreadState rootThread(String name) { return delegate.rootThread(name); }
    @Override public ThreadState fork(ThreadState parent, String childName) { return delegate.fork(parent, childName); }
    @Override public void start(ThreadState child) { delegate.start(child); }
    @Override public void end(ThreadState thread) { delegate.end(thread); }
    @Override public void join(ThreadState joiner, ThreadState joined) { delegate.join(joiner, joined); }
    @Override public SyncVar newSyncVar(Object description) { return delegate.newSyncVar(description); }
    @Override public void acquire(ThreadState thread, SyncVar lock) { delegate.acquire(thread, lock); }
    @Override public void release(ThreadState thread, SyncVar lock) { delegate.release(thread, lock); }
    @Override public void volatileRead(ThreadState thread, SyncVar variable) { delegate.volatileRead(thread, variable); }
    @Override public void volatileWrite(ThreadState thread, SyncVar variable) { delegate.volatileWrite(thread, variable); }
    @Override public void classInitialized(ThreadState thread, SyncVar classInit) { delegate.classInitialized(thread, classInit); }
    @Override public void classObserved(ThreadState thread, SyncVar classInit) { delegate.classObserved(thread, classInit); }
    @Override public boolean reportsPotentialRaces() { return delegate.reportsPotentialRaces(); }
    @Override public void lockAcquired(ThreadState thread, SyncVar lock, boolean shared) { delegate.lockAcquired(thread, lock, shared); }
    @Override public void lockReleased(ThreadState thread, SyncVar lock, boolean shared) { delegate.lockReleased(thread, lock, shared); }
    @Override public void waitStarted(ThreadState waiter, SyncVar monitor) { delegate.waitStarted(waiter, monitor); }
    @Override public void notified(ThreadState notifier, SyncVar monitor, boolean all) { delegate.notified(notifier, monitor, all); }
    @Override public void waitEnded(ThreadState waiter, SyncVar monitor, boolean byNotify) { delegate.waitEnded(waiter, monitor, byNotify); }
    @Override public void send(ThreadState sender, SyncVar channel) { delegate.send(sender, channel); }
    @Override public void receive(ThreadState receiver, SyncVar channel) { delegate.receive(receiver, channel); }
    @Override public Object newVariableGroup() { return delegate.newVariableGroup(); }
    @Override public Variable newVariable(Object group) { return delegate.newVariable(group); }
    @Override public Variable newVariable() { return delegate.newVariable(); }
    @Override public Object newElementBlock() { return delegate.newElementBlock(); }
    @Override public Variable newElement(Object group, Object block) { return delegate.newElement(group, block); }
    @Override public Race read(ThreadState thread, Variable variable, Object site) { return delegate.read(thread, variable, site); }
    @Override public Race write(ThreadState thread, Variable variable, Object site) { return delegate.write(thread, variable, site); }
    @Override public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) { delegate.commit(thread, variable, kind, site); }
}

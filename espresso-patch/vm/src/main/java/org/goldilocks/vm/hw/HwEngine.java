package org.goldilocks.vm.hw;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * The software engine (ground truth) with the model beside it: every synchronization and thread
 * event goes to the engine and then to the model under the model's lock, so that both see one
 * total order (docs/hw-model.md, "Ordering"); the event's own bracket (monitor held, stripe lock)
 * is outside. The model lock is innermost: only the engine runs inside it. Data accesses are fed
 * by {@code report.AccessCheck}, which knows the object and offset; everything else is delegated.
 */
final class HwEngine implements Engine {
    private final Engine inner;

    HwEngine(Engine inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public ThreadState rootThread(String name) {
        return inner.rootThread(name); // the model starts a thread at its first event
    }

    @Override
    public ThreadState fork(ThreadState parent, String childName) {
        synchronized (HwFeed.lock()) {
            ThreadState child = inner.fork(parent, childName);
            HwFeed.fork(parent, child);
            return child;
        }
    }

    @Override
    public void start(ThreadState child) {
        synchronized (HwFeed.lock()) {
            inner.start(child);
            HwFeed.threadStart(child);
        }
    }

    @Override
    public void end(ThreadState thread) {
        synchronized (HwFeed.lock()) {
            inner.end(thread);
            HwFeed.threadEnd(thread);
        }
    }

    @Override
    public void join(ThreadState joiner, ThreadState joined) {
        synchronized (HwFeed.lock()) {
            inner.join(joiner, joined);
            HwFeed.join(joiner, joined);
        }
    }

    @Override
    public SyncVar newSyncVar(Object description) {
        return inner.newSyncVar(description);
    }

    @Override
    public void acquire(ThreadState thread, SyncVar lock) {
        synchronized (HwFeed.lock()) {
            inner.acquire(thread, lock);
            HwFeed.acquire(thread, lock);
        }
    }

    @Override
    public void release(ThreadState thread, SyncVar lock) {
        synchronized (HwFeed.lock()) {
            inner.release(thread, lock);
            HwFeed.release(thread, lock);
        }
    }

    @Override
    public void volatileRead(ThreadState thread, SyncVar variable) {
        synchronized (HwFeed.lock()) {
            inner.volatileRead(thread, variable);
            HwFeed.acquire(thread, variable);
        }
    }

    @Override
    public void volatileWrite(ThreadState thread, SyncVar variable) {
        synchronized (HwFeed.lock()) {
            inner.volatileWrite(thread, variable);
            HwFeed.release(thread, variable);
        }
    }

    @Override
    public void volatileReadWrite(ThreadState thread, SyncVar variable) {
        synchronized (HwFeed.lock()) {
            inner.volatileReadWrite(thread, variable);
            HwFeed.acquire(thread, variable);
            HwFeed.release(thread, variable);
        }
    }

    @Override
    public void classInitialized(ThreadState thread, SyncVar classInit) {
        synchronized (HwFeed.lock()) {
            inner.classInitialized(thread, classInit);
            HwFeed.release(thread, classInit);
        }
    }

    @Override
    public void classObserved(ThreadState thread, SyncVar classInit) {
        synchronized (HwFeed.lock()) {
            inner.classObserved(thread, classInit);
            HwFeed.acquire(thread, classInit);
        }
    }

    @Override
    public Variable newVariable() {
        return inner.newVariable();
    }

    @Override
    public Object newVariableGroup() {
        return inner.newVariableGroup();
    }

    @Override
    public Variable newVariable(Object group) {
        return inner.newVariable(group);
    }

    @Override
    public Object newElementBlock() {
        return inner.newElementBlock();
    }

    @Override
    public Variable newElement(Object group, Object block) {
        return inner.newElement(group, block);
    }

    @Override
    public boolean reportsPotentialRaces() {
        return inner.reportsPotentialRaces();
    }

    @Override
    public void lockAcquired(ThreadState thread, SyncVar lock, boolean shared) {
        inner.lockAcquired(thread, lock, shared);
    }

    @Override
    public void lockReleased(ThreadState thread, SyncVar lock, boolean shared) {
        inner.lockReleased(thread, lock, shared);
    }

    @Override
    public void waitStarted(ThreadState waiter, SyncVar monitor) {
        inner.waitStarted(waiter, monitor);
    }

    @Override
    public void notified(ThreadState notifier, SyncVar monitor, boolean all) {
        inner.notified(notifier, monitor, all);
    }

    @Override
    public void waitEnded(ThreadState waiter, SyncVar monitor, boolean byNotify) {
        inner.waitEnded(waiter, monitor, byNotify);
    }

    @Override
    public void send(ThreadState sender, SyncVar channel) {
        inner.send(sender, channel);
    }

    @Override
    public void receive(ThreadState receiver, SyncVar channel) {
        inner.receive(receiver, channel);
    }

    @Override
    public Race read(ThreadState thread, Variable variable, Object site) {
        return inner.read(thread, variable, site);
    }

    @Override
    public Race write(ThreadState thread, Variable variable, Object site) {
        return inner.write(thread, variable, site);
    }

    @Override
    public Race access(ThreadState thread, Variable variable, org.goldilocks.engine.AccessKind kind, Object site) {
        return inner.access(thread, variable, kind, site);
    }

    @Override
    public void commit(ThreadState thread, Variable variable, org.goldilocks.engine.AccessKind kind, Object site) {
        inner.commit(thread, variable, kind, site);
    }
}

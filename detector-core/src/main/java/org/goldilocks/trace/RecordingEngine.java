package org.goldilocks.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.IdentityHashMap;
import java.util.Map;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * Wraps an engine and writes every event it receives as a replayable trace (docs/replayer.md), so a
 * run of a real program can be replayed offline by {@code bin/goldilocks-replay} under any engine.
 *
 * <p>Each event is written and passed on under one lock, so the trace's order is exactly the order
 * the engine saw. That lock serializes the engine (a diagnostic mode, not for measuring); it is
 * never visible to the engine as synchronization. Names: threads {@code T<n>} (the first root
 * thread is {@code T0}; later root threads are written as forks of T0, which the format needs,
 * marked in a comment), locks {@code L<n>}, volatiles {@code V<n>}, variables {@code X<n>}; each
 * access carries its site and the wrapped engine's verdict in a comment.
 *
 * <p>The hybrid engine's events too: java.util.concurrent locks ({@code lacq}/{@code racq}/{@code
 * lrel}/{@code rrel} {@code J<n>}), channels ({@code send}/{@code recv} {@code C<n>}), notify,
 * class initialization ({@code initdone}/{@code initseen K<n>} when the engine reports potential
 * races; volatile lines as before otherwise), variables of a group ({@code G<g>.X<n>}). A wait is
 * reported as a release then {@link #waitStarted}: the release's line is held back until the next
 * event, and becomes {@code wait} if that event starts the wait; likewise the re-acquire becomes
 * {@code waited} or {@code woke}. If another thread's event comes in between, the plain
 * {@code rel}/{@code acq} line is written and the wait is a comment (the replay then has no notify
 * message for it); a notified end with no wake-up left in the trace is written {@code woke}.
 */
public final class RecordingEngine implements Engine {
    private final Engine inner;
    private final Writer out;
    private final Map<ThreadState, String> threads = new IdentityHashMap<>();
    private final Map<SyncVar, Integer> syncIds = new IdentityHashMap<>();
    private final Map<Variable, Integer> varIds = new IdentityHashMap<>();
    private final Map<Object, Integer> groupIds = new IdentityHashMap<>();
    private final Map<Variable, String> varNames = new IdentityHashMap<>();
    /** Threads waiting in the written trace, and the monitor. */
    private final Map<ThreadState, SyncVar> waiting = new IdentityHashMap<>();
    /** Per monitor of the written trace: how many wait, how many wake-ups are left (as TraceValidator counts). */
    private final Map<SyncVar, int[]> waitCounts = new IdentityHashMap<>();
    /** A release held back (it may start a wait), or a waiting thread's re-acquire (it ends one); null if none. */
    private ThreadState heldThread;
    private SyncVar heldLock;
    private boolean heldIsRelease;
    private String firstRoot;

    public RecordingEngine(Engine inner, Writer out) {
        this.inner = inner;
        this.out = out;
        line("# recorded by goldilocks, engine " + inner.name());
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public synchronized ThreadState rootThread(String name) {
        flushHeld();
        ThreadState t = inner.rootThread(name);
        String id = "T" + threads.size();
        threads.put(t, id);
        if (firstRoot == null) {
            firstRoot = id;
            line("# " + id + " = root thread \"" + name + "\"");
        } else {
            line(firstRoot + " fork " + id + "  # root thread \"" + name + "\", approximated as a fork");
        }
        return t;
    }

    @Override
    public synchronized ThreadState fork(ThreadState parent, String childName) {
        flushHeld();
        ThreadState child = inner.fork(parent, childName);
        String id = "T" + threads.size();
        threads.put(child, id);
        line(name(parent) + " fork " + id + "  # \"" + childName + "\"");
        return child;
    }

    @Override
    public synchronized void start(ThreadState child) {
        inner.start(child);
    }

    @Override
    public synchronized void end(ThreadState thread) {
        flushHeld();
        line(name(thread) + " end");
        inner.end(thread);
    }

    @Override
    public synchronized void join(ThreadState joiner, ThreadState joined) {
        flushHeld();
        line(name(joiner) + " join " + name(joined));
        inner.join(joiner, joined);
    }

    @Override
    public synchronized SyncVar newSyncVar(Object description) {
        SyncVar v = inner.newSyncVar(description);
        syncIds.put(v, syncIds.size());
        return v;
    }

    @Override
    public synchronized void acquire(ThreadState thread, SyncVar lock) {
        flushHeld();
        if (waiting.get(thread) == lock) {
            hold(thread, lock, false); // the end of a wait: waited or woke, once waitEnded says which
        } else {
            line(event(thread, "acq L", lock) + "  # " + lock);
        }
        inner.acquire(thread, lock);
    }

    @Override
    public synchronized void release(ThreadState thread, SyncVar lock) {
        flushHeld();
        hold(thread, lock, true); // a rel line, or a wait if waitStarted follows
        inner.release(thread, lock);
    }

    @Override
    public synchronized void waitStarted(ThreadState waiter, SyncVar monitor) {
        if (heldThread == waiter && heldLock == monitor && heldIsRelease) {
            heldThread = null;
            line(event(waiter, "wait L", monitor) + "  # " + monitor);
            waiting.put(waiter, monitor);
            waitCounts.computeIfAbsent(monitor, m -> new int[2])[0]++;
        } else {
            flushHeld();
            line("# " + name(waiter) + " waits on L" + syncIds.get(monitor) + " (its release was written as rel: another event came between)");
        }
        inner.waitStarted(waiter, monitor);
    }

    @Override
    public synchronized void waitEnded(ThreadState waiter, SyncVar monitor, boolean byNotify) {
        if (heldThread == waiter && heldLock == monitor && !heldIsRelease) {
            heldThread = null;
            endWait(waiter, monitor, byNotify);
        } else {
            flushHeld();
        }
        inner.waitEnded(waiter, monitor, byNotify);
    }

    @Override
    public synchronized void notified(ThreadState notifier, SyncVar monitor, boolean all) {
        syncEvent(notifier, all ? "notifyall L" : "notify L", monitor, monitor);
        int[] counts = waitCounts.get(monitor);
        if (counts != null && counts[1] < counts[0]) {
            counts[1] = all ? counts[0] : counts[1] + 1;
        }
        inner.notified(notifier, monitor, all);
    }

    @Override
    public synchronized void lockAcquired(ThreadState thread, SyncVar lock, boolean shared) {
        syncEvent(thread, shared ? "racq J" : "lacq J", lock, lock);
        inner.lockAcquired(thread, lock, shared);
    }

    @Override
    public synchronized void lockReleased(ThreadState thread, SyncVar lock, boolean shared) {
        syncEvent(thread, shared ? "rrel J" : "lrel J", lock, lock);
        inner.lockReleased(thread, lock, shared);
    }

    @Override
    public synchronized void send(ThreadState sender, SyncVar channel) {
        syncEvent(sender, "send C", channel, channel);
        inner.send(sender, channel);
    }

    @Override
    public synchronized void receive(ThreadState receiver, SyncVar channel) {
        syncEvent(receiver, "recv C", channel, channel);
        inner.receive(receiver, channel);
    }

    @Override
    public boolean reportsPotentialRaces() {
        return inner.reportsPotentialRaces();
    }

    @Override
    public synchronized Object newVariableGroup() {
        Object group = inner.newVariableGroup();
        if (group != null) {
            groupIds.put(group, groupIds.size());
        }
        return group;
    }

    @Override
    public Object newElementBlock() {
        return inner.newElementBlock();
    }

    @Override
    public synchronized Variable newElement(Object group, Object block) {
        return named(inner.newElement(group, block), group);
    }

    @Override
    public synchronized Variable newVariable(Object group) {
        return named(inner.newVariable(group), group);
    }

    private Variable named(Variable v, Object group) {
        varIds.put(v, varIds.size());
        if (group != null && groupIds.containsKey(group)) {
            varNames.put(v, "G" + groupIds.get(group) + ".X" + varIds.get(v));
        }
        return v;
    }

    private void hold(ThreadState thread, SyncVar lock, boolean release) {
        heldThread = thread;
        heldLock = lock;
        heldIsRelease = release;
    }

    /** Writes the held-back line as what it is: no wait follows it. */
    private void flushHeld() {
        ThreadState t = heldThread;
        if (t == null) {
            return;
        }
        heldThread = null;
        if (heldIsRelease) {
            line(event(t, "rel L", heldLock) + "  # " + heldLock);
        } else {
            endWait(t, heldLock, false);
        }
    }

    private void endWait(ThreadState t, SyncVar monitor, boolean byNotify) {
        waiting.remove(t);
        int[] counts = waitCounts.get(monitor);
        boolean notified = byNotify && counts[1] > 0;
        if (notified) {
            counts[1]--;
        }
        counts[0]--;
        counts[1] = Math.min(counts[1], counts[0]);
        line(event(t, notified ? "waited L" : "woke L", monitor) + "  # " + monitor
                        + (byNotify && !notified ? " (notified, but no wake-up is left in the trace)" : ""));
    }

    @Override
    public synchronized void volatileRead(ThreadState thread, SyncVar variable) {
        syncEvent(thread, "vrd V", variable, variable);
        inner.volatileRead(thread, variable);
    }

    @Override
    public synchronized void volatileWrite(ThreadState thread, SyncVar variable) {
        syncEvent(thread, "vwr V", variable, variable);
        inner.volatileWrite(thread, variable);
    }

    @Override
    public synchronized void volatileReadWrite(ThreadState thread, SyncVar variable) {
        syncEvent(thread, "vrd V", variable, variable + " (read-modify-write)");
        line(event(thread, "vwr V", variable));
        inner.volatileReadWrite(thread, variable);
    }

    @Override
    public synchronized void classInitialized(ThreadState thread, SyncVar classInit) {
        syncEvent(thread, inner.reportsPotentialRaces() ? "initdone K" : "vwr V", classInit, classInit);
        inner.classInitialized(thread, classInit);
    }

    @Override
    public synchronized void classObserved(ThreadState thread, SyncVar classInit) {
        syncEvent(thread, inner.reportsPotentialRaces() ? "initseen K" : "vrd V", classInit, "observed " + classInit);
        inner.classObserved(thread, classInit);
    }

    @Override
    public synchronized Variable newVariable() {
        Variable v = inner.newVariable();
        varIds.put(v, varIds.size());
        return v;
    }

    @Override
    public synchronized Race read(ThreadState thread, Variable variable, Object site) {
        flushHeld();
        Race r = inner.read(thread, variable, site);
        line(name(thread) + " rd " + varName(variable) + "  # " + site + verdict(r));
        return r;
    }

    @Override
    public synchronized Race write(ThreadState thread, Variable variable, Object site) {
        flushHeld();
        Race r = inner.write(thread, variable, site);
        line(name(thread) + " wr " + varName(variable) + "  # " + site + verdict(r));
        return r;
    }

    @Override
    public synchronized void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
        flushHeld();
        line("# commit of the racy " + kind.lowerCase() + " of " + varName(variable) + " by " + name(thread)
                        + " (report mode; not expressible in the trace format)");
        inner.commit(thread, variable, kind, site);
    }

    /** Flushes what was written so far. */
    public synchronized void flush() {
        flushHeld();
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code <thread> <op><id>}: a synchronization event's line without its comment ({@code op} ends with the id's letter). */
    private String event(ThreadState thread, String op, SyncVar v) {
        return name(thread) + " " + op + syncIds.get(v);
    }

    /** Writes the held-back line, then {@code <thread> <op><id>  # <comment>}. */
    private void syncEvent(ThreadState thread, String op, SyncVar v, Object comment) {
        flushHeld();
        line(event(thread, op, v) + "  # " + comment);
    }

    private String varName(Variable v) {
        String n = varNames.get(v);
        return n != null ? n : "X" + varIds.get(v);
    }

    private String name(ThreadState t) {
        String n = threads.get(t);
        return n == null ? "T?" + t.name() : n;
    }

    private static String verdict(Race r) {
        return r == null ? "" : " | engine: race with " + r.earlierKind().lowerCase() + " by " + r.earlierThreadName() + " at " + r.earlierSite();
    }

    private void line(String s) {
        try {
            out.write(s.replace('\n', ' '));
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

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
 */
public final class RecordingEngine implements Engine {
    private final Engine inner;
    private final Writer out;
    private final Map<ThreadState, String> threads = new IdentityHashMap<>();
    private final Map<SyncVar, Integer> syncIds = new IdentityHashMap<>();
    private final Map<Variable, Integer> varIds = new IdentityHashMap<>();
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
        line(name(thread) + " end");
        inner.end(thread);
    }

    @Override
    public synchronized void join(ThreadState joiner, ThreadState joined) {
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
        line(name(thread) + " acq L" + syncIds.get(lock) + "  # " + lock);
        inner.acquire(thread, lock);
    }

    @Override
    public synchronized void release(ThreadState thread, SyncVar lock) {
        line(name(thread) + " rel L" + syncIds.get(lock) + "  # " + lock);
        inner.release(thread, lock);
    }

    @Override
    public synchronized void volatileRead(ThreadState thread, SyncVar variable) {
        line(name(thread) + " vrd V" + syncIds.get(variable) + "  # " + variable);
        inner.volatileRead(thread, variable);
    }

    @Override
    public synchronized void volatileWrite(ThreadState thread, SyncVar variable) {
        line(name(thread) + " vwr V" + syncIds.get(variable) + "  # " + variable);
        inner.volatileWrite(thread, variable);
    }

    @Override
    public synchronized void volatileReadWrite(ThreadState thread, SyncVar variable) {
        line(name(thread) + " vrd V" + syncIds.get(variable) + "  # " + variable + " (read-modify-write)");
        line(name(thread) + " vwr V" + syncIds.get(variable));
        inner.volatileReadWrite(thread, variable);
    }

    @Override
    public synchronized void classInitialized(ThreadState thread, SyncVar classInit) {
        line(name(thread) + " vwr V" + syncIds.get(classInit) + "  # " + classInit);
        inner.classInitialized(thread, classInit);
    }

    @Override
    public synchronized void classObserved(ThreadState thread, SyncVar classInit) {
        line(name(thread) + " vrd V" + syncIds.get(classInit) + "  # observed " + classInit);
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
        Race r = inner.read(thread, variable, site);
        line(name(thread) + " rd X" + varIds.get(variable) + "  # " + site + verdict(r));
        return r;
    }

    @Override
    public synchronized Race write(ThreadState thread, Variable variable, Object site) {
        Race r = inner.write(thread, variable, site);
        line(name(thread) + " wr X" + varIds.get(variable) + "  # " + site + verdict(r));
        return r;
    }

    @Override
    public synchronized void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
        line("# commit of the racy " + kind.lowerCase() + " of X" + varIds.get(variable) + " by " + name(thread)
                        + " (report mode; not expressible in the trace format)");
        inner.commit(thread, variable, kind, site);
    }

    /** Flushes what was written so far. */
    public synchronized void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

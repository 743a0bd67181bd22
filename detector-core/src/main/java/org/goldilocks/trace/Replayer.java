package org.goldilocks.trace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.hybrid.HybridEngine;

/**
 * Drives an {@link Engine} through a well-formed trace the way a race-aware runtime would: it
 * reports only outermost acquires and last releases, starts a forked thread ({@link Engine#start})
 * just before its first event, allocates a variable ({@link Engine#newVariable}) at its first
 * access, and treats a racy access as not performed (the engine already left its state as it was).
 *
 * <p>One replayer replays one trace on one fresh engine. With {@code fastPath}, it first asks
 * {@link Variable#canSkip} and does not call the engine when it says so, like the VM's inline check.
 *
 * <p>The events beyond monitors and volatiles are fed as a VM feeds them: a wait is the monitor's
 * release then {@link Engine#waitStarted}, its end the re-acquire then {@link Engine#waitEnded};
 * a java.util.concurrent lock operation is the lock's own synchronization (a volatile
 * read-modify-write of a hidden per-lock variable, what its compare-and-set is to a happens-before
 * engine) then {@link Engine#lockAcquired}/{@link Engine#lockReleased} on the outermost acquire and
 * last release per mode; a channel send (receive) is a volatile write (read) of a hidden
 * per-channel variable (the channel's own synchronization) and {@link Engine#send}
 * ({@link Engine#receive}); a class initialization is {@link Engine#classInitialized} and
 * {@link Engine#classObserved}. Variables named {@code <object>.<field>} share their object's
 * {@linkplain Engine#newVariableGroup() group}. An engine that {@linkplain
 * Engine#reportsPotentialRaces() reports potential races} is replayed in report mode: a racy access
 * is performed and committed.
 */
public final class Replayer {
    private final Engine engine;
    private final boolean fastPath;
    private final Map<String, ThreadState> threads = new HashMap<>();
    private final Set<String> notStarted = new HashSet<>();
    private final Map<String, SyncVar> locks = new HashMap<>();
    private final Map<String, Integer> lockDepth = new HashMap<>();
    private final Map<String, SyncVar> volatiles = new HashMap<>();
    private final Map<String, Variable> variables = new HashMap<>();
    private final Map<String, Object> groups = new HashMap<>();
    private final Map<String, Integer> waitDepth = new HashMap<>();
    private final Map<String, SyncVar> jlocks = new HashMap<>();
    private final Map<String, SyncVar> jlockStates = new HashMap<>();
    /** Re-entrant depth per (lock, mode, thread): "x|l|t" or "s|l|t". */
    private final Map<String, Integer> jlockDepth = new HashMap<>();
    private final Map<String, SyncVar> channels = new HashMap<>();
    private final Map<String, SyncVar> channelStates = new HashMap<>();
    private final Map<String, SyncVar> classes = new HashMap<>();
    private final boolean reportMode;
    private boolean used;

    public Replayer(Engine engine) {
        this(engine, false);
    }

    public Replayer(Engine engine, boolean fastPath) {
        this.engine = engine;
        this.fastPath = fastPath;
        this.reportMode = engine.reportsPotentialRaces();
    }

    /**
     * Replays a trace that {@link TraceValidator} accepts.
     *
     * @throws ReplayException if the engine throws
     */
    public ReplayResult replay(List<TraceEvent> events) {
        if (used) {
            throw new IllegalStateException("a Replayer replays one trace");
        }
        used = true;
        List<AccessVerdict> verdicts = new ArrayList<>();
        try {
            threads.put(TraceValidator.MAIN_THREAD, engine.rootThread(TraceValidator.MAIN_THREAD));
        } catch (RuntimeException ex) {
            throw new ReplayException(null, ex);
        }
        for (TraceEvent e : events) {
            try {
                Race race = step(e);
                if (e.op().isAccess()) {
                    verdicts.add(new AccessVerdict(e, race));
                }
            } catch (RuntimeException ex) {
                throw new ReplayException(e, ex);
            }
        }
        List<String> notes = new ArrayList<>();
        if (engine instanceof HybridEngine hybrid && hybrid.boundViolation() != null) {
            notes.add(hybrid.boundViolation().message());
        }
        return new ReplayResult(events.size(), verdicts, notes);
    }

    /** Performs one event; returns the race if it is a racy access. */
    private Race step(TraceEvent e) {
        ThreadState t = running(e.thread());
        String arg = e.argument();
        switch (e.op()) {
            case FORK -> {
                threads.put(arg, engine.fork(t, arg));
                notStarted.add(arg);
            }
            case JOIN -> engine.join(t, threads.get(arg));
            case END -> engine.end(t);
            case ACQ -> {
                if (lockDepth.merge(arg, 1, Integer::sum) == 1) {
                    engine.acquire(t, locks.computeIfAbsent(arg, engine::newSyncVar));
                }
            }
            case REL -> {
                if (lockDepth.merge(arg, -1, Integer::sum) == 0) {
                    lockDepth.remove(arg);
                    engine.release(t, locks.get(arg));
                }
            }
            case VRD -> engine.volatileRead(t, volatiles.computeIfAbsent(arg, engine::newSyncVar));
            case VWR -> engine.volatileWrite(t, volatiles.computeIfAbsent(arg, engine::newSyncVar));
            case RD, WR -> {
                return access(t, variables.computeIfAbsent(arg, this::newVariable), e);
            }
            case WAIT -> {
                SyncVar m = locks.get(arg);
                waitDepth.put(e.thread(), lockDepth.remove(arg));
                engine.release(t, m);
                engine.waitStarted(t, m);
            }
            case WAITED, WOKE -> {
                SyncVar m = locks.get(arg);
                engine.acquire(t, m);
                lockDepth.put(arg, waitDepth.remove(e.thread()));
                engine.waitEnded(t, m, e.op() == Op.WAITED);
            }
            case NOTIFY, NOTIFYALL -> engine.notified(t, locks.get(arg), e.op() == Op.NOTIFYALL);
            case LACQ, RACQ -> {
                engine.volatileReadWrite(t, jlockStates.computeIfAbsent(arg, name -> engine.newSyncVar("state of " + name)));
                if (jlockDepth.merge(jlockKey(e), 1, Integer::sum) == 1) {
                    engine.lockAcquired(t, jlocks.computeIfAbsent(arg, engine::newSyncVar), e.op() == Op.RACQ);
                }
            }
            case LREL, RREL -> {
                String key = jlockKey(e);
                if (jlockDepth.merge(key, -1, Integer::sum) == 0) {
                    jlockDepth.remove(key);
                    engine.lockReleased(t, jlocks.get(arg), e.op() == Op.RREL);
                }
                engine.volatileReadWrite(t, jlockStates.get(arg));
            }
            case SEND -> {
                engine.send(t, channels.computeIfAbsent(arg, engine::newSyncVar));
                engine.volatileWrite(t, channelStates.computeIfAbsent(arg, name -> engine.newSyncVar("state of " + name)));
            }
            case RECV -> {
                engine.volatileRead(t, channelStates.computeIfAbsent(arg, name -> engine.newSyncVar("state of " + name)));
                engine.receive(t, channels.computeIfAbsent(arg, engine::newSyncVar));
            }
            case INITDONE -> engine.classInitialized(t, classes.computeIfAbsent(arg, engine::newSyncVar));
            case INITSEEN -> engine.classObserved(t, classes.computeIfAbsent(arg, engine::newSyncVar));
        }
        return null;
    }

    private static String jlockKey(TraceEvent e) {
        boolean shared = e.op() == Op.RACQ || e.op() == Op.RREL;
        return (shared ? "s|" : "x|") + e.argument() + "|" + e.thread();
    }

    /** A variable {@code o.f} belongs to object {@code o}'s group; a name without a dot is an object of its own. */
    private Variable newVariable(String name) {
        int dot = name.indexOf('.');
        if (dot <= 0) {
            return engine.newVariable(null);
        }
        return engine.newVariable(groups.computeIfAbsent(name.substring(0, dot), k -> engine.newVariableGroup()));
    }

    private Race access(ThreadState t, Variable v, TraceEvent e) {
        AccessKind kind = e.op() == Op.WR ? AccessKind.WRITE : AccessKind.READ;
        if (fastPath && (v.canSkip(t.epochWord(), kind.isWrite()) || v.canSkipInAnyEpoch(t.epochWord(), kind.isWrite()))) {
            return null;
        }
        Race race = engine.access(t, v, kind, e);
        if (race != null && reportMode) {
            engine.commit(t, v, kind, e);
        }
        return race;
    }

    /** The thread performing an event, started if this is its first event. */
    private ThreadState running(String name) {
        ThreadState t = threads.get(name);
        if (t == null) {
            throw new IllegalArgumentException("thread " + name + " has not been forked: validate traces first");
        }
        if (notStarted.remove(name)) {
            engine.start(t);
        }
        return t;
    }
}

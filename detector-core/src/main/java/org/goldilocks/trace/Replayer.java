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

/**
 * Drives an {@link Engine} through a well-formed trace the way a race-aware runtime would: it
 * reports only outermost acquires and last releases, starts a forked thread ({@link Engine#start})
 * just before its first event, allocates a variable ({@link Engine#newVariable}) at its first
 * access, and treats a racy access as not performed (the engine already left its state as it was).
 *
 * <p>One replayer replays one trace on one fresh engine. With {@code fastPath}, it first asks
 * {@link Variable#canSkip} and does not call the engine when it says so, like the VM's inline check.
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
    private boolean used;

    public Replayer(Engine engine) {
        this(engine, false);
    }

    public Replayer(Engine engine, boolean fastPath) {
        this.engine = engine;
        this.fastPath = fastPath;
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
        return new ReplayResult(events.size(), verdicts);
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
                return access(t, variables.computeIfAbsent(arg, name -> engine.newVariable()), e);
            }
        }
        return null;
    }

    private Race access(ThreadState t, Variable v, TraceEvent e) {
        AccessKind kind = e.op() == Op.WR ? AccessKind.WRITE : AccessKind.READ;
        if (fastPath && v.canSkip(t.epochWord(), kind.isWrite())) {
            return null;
        }
        return engine.access(t, v, kind, e);
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

package org.goldilocks.engine.hybrid;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * The hybrid detector of O'Callahan and Choi, "Hybrid Dynamic Data Race Detection" (PPoPP 2003):
 * locksets (sec. 2.2) combined with a limited happens-before order (sec. 3.2) whose only edges are
 * messages between threads: fork (Thread.start) and join, notify to the waits it ends, class
 * initialization to the threads that find the class initialized, and channels (methods marked as
 * send and receive). Lock release and acquire, volatiles and plain accesses are <em>not</em>
 * messages: locks only go into locksets, so a race that one schedule happens to order through an
 * unrelated lock is still found (the paper's Figure 4).
 *
 * <p>It reports <em>potential</em> races, at most one per variable (sec. 2.4): {@link #read} and
 * {@link #write} return a race the first time an access to a variable forms one, and nothing for
 * that variable afterwards. {@link #reportsPotentialRaces()} tells the runtime to perform racy
 * accesses (report mode). {@link #commit} does nothing, and needs to: a variable's state after a
 * reported access is the same whether or not the runtime commits it (the variable is done), and
 * after an unreported access it was already recorded.
 *
 * <p>Detailed mode ({@link DetailedVariable}): per variable a set of access records with the
 * lockset-subset (sec. 5.2) and oversized-lockset (sec. 5.4) redundancy checks; exact for the
 * condition of sec. 4.2. Simple mode ({@link SimpleVariable}): the Eraser-like lockset check with
 * per-object thread locality (sec. 6.2, 6.3), cheap, for the first phase of a two-phase run (sec. 6.1).
 *
 * <p>Thread clocks are written only by their thread (or by the parent before the child starts, or
 * read by a joiner after the thread ended); channel clocks and wait rooms under their own monitor;
 * variables under theirs. None of these monitors is an event.
 */
public final class HybridEngine implements Engine {
    /** What the redundancy checks did so far. */
    public record Counts(long kept, long droppedBySubset, long droppedByOversized, long skippedByOversized, long reported) {
    }

    private final HybridConfig config;
    private final boolean detailed;
    /**
     * Whether a received message joins the receiver's clock: detailed mode, unless its limited
     * happens-before is off (Detailed-NoHB, Table 2). Off, senders still post and tick, so every
     * other thread's record stays unordered and the redundancy checks stay exact (they only ever
     * rely on a thread's own timestamps).
     */
    private final boolean receives;
    private final Settings settings;
    /** Detailed mode's element runs (with the lockset-subset check on), else null. */
    private final HybridRuns runs;
    /** Dense ids for vector clock entries, per engine. */
    private final ThreadSlots slots = new ThreadSlots();

    public HybridEngine() {
        this(HybridConfig.DEFAULT);
    }

    public HybridEngine(HybridConfig config) {
        this.config = config;
        this.detailed = config.mode() == HybridConfig.Mode.DETAILED;
        this.receives = detailed && config.happensBefore();
        this.settings = new Settings(config);
        this.runs = detailed && settings.subset ? new HybridRuns(settings) : null;
    }

    @Override
    public String name() {
        return "hybrid";
    }

    public HybridConfig config() {
        return config;
    }

    @Override
    public boolean reportsPotentialRaces() {
        return true;
    }

    // --- threads: fork and join are messages (sec. 3.2) ---

    @Override
    public ThreadState rootThread(String name) {
        return new HybridThread(name, slots);
    }

    /** Sec. 3.2: the parent sends the child a message: C_child := C_parent, then the parent's timestamp moves on. */
    @Override
    public ThreadState fork(ThreadState parent, String childName) {
        HybridThread p = thread(parent);
        HybridThread child = new HybridThread(childName, slots);
        if (receives) {
            child.clock.joinWith(p.clock);
        }
        sent(p);
        return child;
    }

    @Override
    public void start(ThreadState child) {
        thread(child);
    }

    /** The end is the message a join receives: nothing after it, so no tick is needed; a new epoch ends the fast paths. */
    @Override
    public void end(ThreadState thread) {
        thread(thread).endEpoch();
    }

    /** Sec. 3.2: the joiner receives the ended thread's last clock. */
    @Override
    public void join(ThreadState joiner, ThreadState joined) {
        if (receives) {
            thread(joiner).clock.joinWith(thread(joined).clock);
        }
    }

    @Override
    public SyncVar newSyncVar(Object description) {
        return new HybridSyncVar(description);
    }

    // --- locks: locksets only (sec. 2.2), never messages ---

    /** A monitor goes into the lockset; no message (sec. 3.2, Figure 4). */
    @Override
    public void acquire(ThreadState thread, SyncVar lock) {
        hold(thread(thread), lock);
    }

    @Override
    public void release(ThreadState thread, SyncVar lock) {
        thread(thread).letGo(lock);
    }

    /** A java.util.concurrent lock: the lock's token, or its read half's, goes into the lockset. */
    @Override
    public void lockAcquired(ThreadState thread, SyncVar lock, boolean shared) {
        hold(thread(thread), token(lock, shared));
    }

    @Override
    public void lockReleased(ThreadState thread, SyncVar lock, boolean shared) {
        thread(thread).letGo(token(lock, shared));
    }

    private void hold(HybridThread t, SyncVar token) {
        t.hold(token);
        settings.bound.held(t.locksHeld().size());
    }

    private static SyncVar token(SyncVar lock, boolean shared) {
        return shared ? sync(lock).sharedHalf() : lock;
    }

    /** Volatiles are not messages (sec. 3.2): nothing. */
    @Override
    public void volatileRead(ThreadState thread, SyncVar variable) {
    }

    /**
     * Not a message either; only a new epoch, because {@link ThreadState}'s epoch changes at every
     * synchronization source action of the Java Memory Model, which runtimes rely on.
     */
    @Override
    public void volatileWrite(ThreadState thread, SyncVar variable) {
        thread(thread).endEpoch();
    }

    @Override
    public void volatileReadWrite(ThreadState thread, SyncVar variable) {
        thread(thread).endEpoch();
    }

    // --- messages: notify, channels, class initialization (sec. 3.2, 4.1) ---

    @Override
    public void waitStarted(ThreadState waiter, SyncVar monitor) {
        if (detailed) {
            sync(monitor).waitRoom().waitStarted();
        }
    }

    /** Sec. 3.2: a message to the threads whose wait this ends; none if nobody waits for one. */
    @Override
    public void notified(ThreadState notifier, SyncVar monitor, boolean all) {
        if (!detailed) {
            return;
        }
        HybridThread t = thread(notifier);
        WaitRoom room = sync(monitor).waitRoom();
        int wakeUps = room.wakeUps(all);
        if (wakeUps > 0) {
            room.post(t.clock.copy(), wakeUps);
            t.tick();
        }
    }

    @Override
    public void waitEnded(ThreadState waiter, SyncVar monitor, boolean byNotify) {
        if (detailed) {
            Clock message = sync(monitor).waitRoom().waitEnded(byNotify);
            if (message != null && receives) {
                thread(waiter).clock.joinWith(message);
            }
        }
    }

    /** Sec. 3.2: a channel's send; the message waits on the channel, joined with the earlier ones. */
    @Override
    public void send(ThreadState sender, SyncVar channel) {
        HybridThread t = thread(sender);
        if (detailed) {
            post(t, sync(channel));
        }
        sent(t);
    }

    /**
     * After a message is sent: detailed mode ticks the sender's clock (its later accesses are not
     * before the receiver; a new epoch too); simple mode has no clocks, but the epoch still changes
     * (fork and class initialization are synchronization sources for the runtime's epoch tokens).
     */
    private void sent(HybridThread t) {
        if (detailed) {
            t.tick();
        } else {
            t.endEpoch();
        }
    }

    /** A receive gets every message sent on the channel so far. */
    @Override
    public void receive(ThreadState receiver, SyncVar channel) {
        if (receives) {
            deliver(thread(receiver), sync(channel));
        }
    }

    /**
     * Class initialization is a message (not a lock, not a volatile): a thread finds a class
     * initialized only after its static initializer completed, in every schedule (JLS 12.4.2), so
     * ordering them is no accident of this run.
     */
    @Override
    public void classInitialized(ThreadState thread, SyncVar classInit) {
        send(thread, classInit);
    }

    @Override
    public void classObserved(ThreadState thread, SyncVar classInit) {
        receive(thread, classInit);
    }

    private static void post(HybridThread t, HybridSyncVar channel) {
        synchronized (channel) {
            if (channel.messages == null) {
                channel.messages = t.clock.copy();
            } else {
                channel.messages.joinWith(t.clock);
            }
        }
    }

    private static void deliver(HybridThread t, HybridSyncVar channel) {
        synchronized (channel) {
            if (channel.messages != null) {
                t.clock.joinWith(channel.messages);
            }
        }
    }

    // --- accesses ---

    /** Simple mode: a locality state per object; detailed mode needs none. */
    @Override
    public Object newVariableGroup() {
        return detailed ? null : new ObjectGroup();
    }

    @Override
    public Variable newVariable() {
        return newVariable(null);
    }

    @Override
    public Variable newVariable(Object group) {
        if (detailed) {
            return new DetailedVariable();
        }
        return new SimpleVariable(group instanceof ObjectGroup g ? g : new ObjectGroup());
    }

    @Override
    public Race read(ThreadState thread, Variable variable, Object site) {
        return access(thread, variable, false, site);
    }

    @Override
    public Race write(ThreadState thread, Variable variable, Object site) {
        return access(thread, variable, true, site);
    }

    private Race access(ThreadState thread, Variable variable, boolean write, Object site) {
        HybridThread t = thread(thread);
        if (variable.canSkip(t.epochWord(), write) || variable.canSkipInAnyEpoch(t.epochWord(), write)) {
            return null; // the runtime's own fast path, so calling here is the same as skipping
        }
        return detailed ? ((DetailedVariable) variable).access(settings, t, write, site)
                        : ((SimpleVariable) variable).access(settings, t, write, site);
    }

    /**
     * Detailed mode, with the lockset-subset check: a compact run ({@link HybridRuns}). Its commit
     * is nothing, like a variable's, so a runtime in report mode may use runs too.
     */
    @Override
    public ElementRun newElementRun(int elements) {
        return runs != null ? new HybridRun(elements) : null;
    }

    @Override
    public Race accessRun(ThreadState thread, ElementRun run, int element, AccessKind kind, Object site) {
        return runs.access(thread(thread), (HybridRun) run, element, kind.isWrite(), site);
    }

    @Override
    public Variable runElement(ElementRun run, int element) {
        return runs.element((HybridRun) run, element);
    }

    /**
     * Nothing: a reported variable is done (one report per variable), and an access that was not
     * reported was recorded (or found redundant) by read/write already.
     */
    @Override
    public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
    }

    // --- what the runtime may ask ---

    /** The most locks (lockset tokens) any thread held at once so far: the bound N simple mode observes for a later detailed run. */
    public int maxLocksHeld() {
        return settings.bound.maxHeld();
    }

    /** The first access that exceeded a lock bound an oversized-lockset decision assumed, with the count; null if none (sec. 5.4). */
    public BoundViolation boundViolation() {
        return settings.bound.violation();
    }

    public Counts counts() {
        return settings.statistics.snapshot();
    }

    private static HybridThread thread(ThreadState t) {
        return (HybridThread) t;
    }

    private static HybridSyncVar sync(SyncVar v) {
        return (HybridSyncVar) v;
    }
}

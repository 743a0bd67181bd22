package org.goldilocks.engine.goldilocks;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.ElementRun;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Race;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadSlots;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;

/**
 * Precise race detection by Goldilocks (Elmas, Qadeer, Tasiran: PLDI 2007; CACM 53(11), 2010).
 *
 * <p>Each synchronization event becomes one edge "if A is in a Goldilockset, add B" of the global
 * {@link EventList} (rules 1 and 2 of CACM sec. 3, Fig. 2): a source action of thread t on o is
 * t -> o, a sink action is o -> t. Data accesses ({@link Accesses}) check and record against
 * lazily evaluated sets ({@link LazyCheck}); the {@link Reclaimer} keeps the list bounded. See
 * docs/engine.md.
 */
public final class GoldilocksEngine implements Engine {
    private final EventList events;
    private final Reclaimer reclaimer;
    private final Accesses accesses;
    private final Runs runs;
    /** Recycled once a thread is unreachable: epoch words stay unique (ThreadSlots), the high bits small. */
    private final ThreadSlots slots = new ThreadSlots();
    /**
     * Whether {@link #join} may be called. Then a thread's end is a variable (GThread.end) that
     * joins receive from; a runtime that reports termination as the volatile accesses the guest
     * really makes (the VM: {@code Thread.eetop}) never joins, and its ended threads need no end
     * variable, which every Goldilockset holding the thread would otherwise hold until the thread
     * is collected (a reclamation pass over n ended threads then costs n^2).
     */
    private final boolean joins;

    public GoldilocksEngine() {
        this(Chunk.DEFAULT_CAPACITY, Reclaimer.DEFAULT_MIN_LIVE_EVENTS, Reclaimer.DEFAULT_LIVE_FACTOR, true);
    }

    /**
     * The engine for a runtime: reclamation passes run on a daemon thread of their own, never
     * inside the synchronization action whose event filled a chunk; joins are not reported
     * ({@link #join} throws): the runtime reports what a join reads.
     */
    public static GoldilocksEngine withBackgroundReclamation() {
        GoldilocksEngine engine = new GoldilocksEngine(Chunk.DEFAULT_CAPACITY, Reclaimer.DEFAULT_MIN_LIVE_EVENTS,
                        Reclaimer.DEFAULT_LIVE_FACTOR, false);
        engine.startBackgroundReclamation("goldilocks-reclaimer");
        return engine;
    }

    void startBackgroundReclamation(String threadName) {
        reclaimer.startBackground(threadName);
    }

    /** Tunable for tests: tiny chunks and thresholds make reclamation passes run constantly. */
    GoldilocksEngine(int chunkCapacity, long minLiveEvents, int liveFactor) {
        this(chunkCapacity, minLiveEvents, liveFactor, true);
    }

    GoldilocksEngine(int chunkCapacity, long minLiveEvents, int liveFactor, boolean joins) {
        this.joins = joins;
        this.events = new EventList(chunkCapacity);
        this.reclaimer = new Reclaimer(events, minLiveEvents, liveFactor);
        this.accesses = new Accesses(events);
        this.runs = new Runs(accesses);
    }

    @Override
    public String name() {
        return "goldilocks";
    }

    @Override
    public ThreadState rootThread(String name) {
        return new GThread(name, slots);
    }

    /** Fork is a source action of the parent whose sink is the child: parent -> child. */
    @Override
    public ThreadState fork(ThreadState parent, String childName) {
        GThread p = (GThread) parent;
        GThread child = new GThread(childName, slots);
        child.forkedBy = p.firstWord();
        edge(p, child);
        p.sourceAction();
        return child;
    }

    @Override
    public void start(ThreadState child) {
        // No edge: fork already ordered the child after the parent.
    }

    /**
     * With joins, the thread's last edge is t -> end(t): a join receives from its end variable, not
     * from t (GThread.end). Either way the thread is the source of no later edge.
     */
    @Override
    public void end(ThreadState thread) {
        GThread t = (GThread) thread;
        if (joins) {
            GSync end = new GSync(new EndOf(t));
            t.end = end;
            edge(t, end);
            end.covered = t.firstWord();
        }
        t.ended(events.length());
    }

    /** Sink end(joined) -> joiner: everything the joined thread did is ordered before the joiner's next actions. */
    @Override
    public void join(ThreadState joiner, ThreadState joined) {
        if (!joins) {
            throw new IllegalStateException("this engine's runtime reports joins as the accesses they make");
        }
        GThread d = (GThread) joined;
        if (d.end != null) {
            sink(d.end, (GThread) joiner);
        } else {
            edge(d, joiner); // not ended (outside the contract): d is still a source, and is never pruned
        }
    }

    @Override
    public SyncVar newSyncVar(Object description) {
        return new GSync(description);
    }

    /** Rule 2, sink: lock -> t. */
    @Override
    public void acquire(ThreadState thread, SyncVar lock) {
        GThread t = (GThread) thread;
        t.acquired(lock);
        sink((GSync) lock, t);
    }

    /** Rule 1, source: t -> lock. Afterwards the lock is in a set only if t is (see GSync.covered). */
    @Override
    public void release(ThreadState thread, SyncVar lock) {
        GThread t = (GThread) thread;
        GSync l = (GSync) lock;
        edge(t, l);
        l.covered = t.firstWord();
        t.released(lock);
        t.sourceAction();
    }

    /** Rule 2, sink: v -> t. */
    @Override
    public void volatileRead(ThreadState thread, SyncVar variable) {
        sink((GSync) variable, (GThread) thread);
    }

    /** Rule 1, source: t -> v. */
    @Override
    public void volatileWrite(ThreadState thread, SyncVar variable) {
        GThread t = (GThread) thread;
        GSync v = (GSync) variable;
        edge(t, v);
        v.covered = 0;
        t.sourceAction();
    }

    /** v -> t then t -> v, appended together. */
    @Override
    public void volatileReadWrite(ThreadState thread, SyncVar variable) {
        GThread t = (GThread) thread;
        GSync v = (GSync) variable;
        Chunk started = v.covered == t.firstWord() ? events.append(t, v) : events.append(v, t, t, v);
        v.covered = t.firstWord();
        t.sourceAction();
        if (started != null) {
            reclaimer.chunkStarted(started);
        }
    }

    @Override
    public Variable newVariable() {
        return new GVariable();
    }

    @Override
    public Object newElementBlock() {
        return new ElementBlock();
    }

    @Override
    public Variable newElement(Object group, Object block) {
        return block instanceof ElementBlock b ? b.join() : new GVariable();
    }

    @Override
    public ElementRun newElementRun(int elements) {
        return new GRun(elements);
    }

    @Override
    public Race accessRun(ThreadState thread, ElementRun run, int element, AccessKind kind, Object site) {
        return runs.access((GThread) thread, (GRun) run, element, kind.isWrite(), site);
    }

    @Override
    public Variable runElement(ElementRun run, int element) {
        return runs.element((GRun) run, element);
    }

    @Override
    public Race read(ThreadState thread, Variable variable, Object site) {
        return accesses.read((GThread) thread, (GVariable) variable, site);
    }

    @Override
    public Race write(ThreadState thread, Variable variable, Object site) {
        return accesses.write((GThread) thread, (GVariable) variable, site);
    }

    @Override
    public void commit(ThreadState thread, Variable variable, AccessKind kind, Object site) {
        accesses.commit((GThread) thread, (GVariable) variable, kind, site);
    }

    /** A sink edge s -> t, left out when it cannot add anything (GSync.covered). */
    private void sink(GSync s, GThread t) {
        if (s.covered != t.firstWord()) {
            edge(s, t);
            s.covered = t.firstWord();
        }
    }

    private void edge(Object from, Object to) {
        Chunk started = events.append(from, to);
        if (started != null) {
            reclaimer.chunkStarted(started);
        }
    }

    // Package-private views for tests.

    long liveEvents() {
        return reclaimer.liveEvents();
    }

    long appendedEvents() {
        return events.length();
    }

    long reclamationPasses() {
        return reclaimer.passes();
    }

    void reclaimNow() {
        reclaimer.reclaimNow();
    }

    void purgeRegistriesNow() {
        reclaimer.purgeCollectedNow();
    }

    Chunk tailChunk() {
        return events.tail();
    }
}

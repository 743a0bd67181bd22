package org.goldilocks.hw;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

import org.goldilocks.hw.accuracy.AccuracyAnalysis;
import org.goldilocks.hw.accuracy.AccuracyReport;
import org.goldilocks.hw.accuracy.GroundTruth;
import org.goldilocks.hw.heap.Handshake;
import org.goldilocks.hw.heap.HeapObject;
import org.goldilocks.hw.heap.HeapSize;
import org.goldilocks.hw.heap.SimHeap;
import org.goldilocks.hw.lard.Pages;
import org.goldilocks.hw.machine.HwModelException;
import org.goldilocks.hw.machine.MachineEvents;
import org.goldilocks.hw.machine.SyncOp;
import org.goldilocks.hw.machine.SystemAccesses;
import org.goldilocks.hw.machine.SystemSites;
import org.goldilocks.hw.sched.Scheduler;

/**
 * What the VM calls: the whole simulated machine behind one object. The VM reports what the
 * program does in its own terms (threads by their ids, objects by an id it gives them at
 * allocation, fields and elements by payload offset, synchronization by sync ids of its choosing)
 * and this turns it into machine events: the scheduler puts the thread on a hardware thread
 * ({@code Thread}), the heap gives the object's current address and collects when it fills
 * (system accesses, handshake, ClearHistory, CopyHistory), and every event goes to the sink,
 * usually the {@link AccuracyAnalysis}. docs/hw-model.md, "What the VM feeds", is the contract.
 *
 * <p>Thread safety: every method is synchronized, so the events of concurrent host threads form
 * one total order. As with the software engine, the VM must call a synchronization method
 * atomically with the action it reports (a release before the lock is let go, an acquire after it
 * is held).
 *
 * <p>Ids: the VM's access ids, sites and sync ids are 0 and up (the model's own are negative).
 */
public final class HwModel {
    /** The collector's language-thread number. */
    public static final int COLLECTOR_THREAD = 0;
    /** The kind of the VM's system synchronization when it names none. */
    public static final String VM_SYNC = "vm";

    private final HwConfig config;
    private final MachineEvents sink;
    private final GroundTruth truth;
    private final AccuracyAnalysis analysis;
    private IntFunction<String> siteNames = site -> "site " + site;
    /** ClearHistory operations made for final-field freezes ({@link #frozen}). */
    private long freezeClearOps;
    private final Scheduler scheduler;
    private final SystemAccesses system;
    private final SimHeap heap;
    private final Threads threads = new Threads();
    /** Per kind of the VM's system synchronization: acquires, releases. */
    private final Map<String, long[]> vmSyncs = new TreeMap<>();

    /** A model whose events go to {@code sink}, ground truth to {@code truth}. */
    public HwModel(HwConfig config, MachineEvents sink, GroundTruth truth) {
        this(config, sink, truth, null);
    }

    private HwModel(HwConfig config, MachineEvents sink, GroundTruth truth, AccuracyAnalysis analysis) {
        this.config = config;
        this.sink = sink;
        this.truth = truth;
        this.analysis = analysis;
        this.scheduler = new Scheduler(config.cores(), config.quantum(), sink);
        this.system = new SystemAccesses(sink);
        Handshake handshake = new Handshake(sink, scheduler, threads::liveMutators, config.collectorHw());
        this.heap = new SimHeap(config.heapBytes(), config.gc(), config.cost().pageBytes(), sink, system, scheduler, handshake);
        sink.thread(config.collectorHw(), COLLECTOR_THREAD);
    }

    /** A model feeding a new accuracy analysis of its own ({@link #report}). */
    public static HwModel withAccuracy(HwConfig config) {
        AccuracyAnalysis a = new AccuracyAnalysis(config.hardwareThreads(), config.cost());
        return new HwModel(config, a, a, a);
    }

    /**
     * A model whose events go nowhere: the VM feeds it all the same (allocation, addresses,
     * scheduling), so timing a run with it against {@code --race=off} measures the software cost of
     * feeding LARD, as §5.4 measures LARDVM's.
     */
    public static HwModel inert(HwConfig config) {
        return new HwModel(config, MachineEvents.NONE, id -> {
        });
    }

    /** Same, also sending every event to {@code extra} (a trace recorder, a test's probe). */
    public static HwModel withAccuracy(HwConfig config, MachineEvents extra) {
        AccuracyAnalysis a = new AccuracyAnalysis(config.hardwareThreads(), config.cost());
        return new HwModel(config, new org.goldilocks.hw.machine.Tee(extra, a), a, a);
    }

    public HwConfig config() {
        return config;
    }

    /**
     * The monitor every method holds. The VM takes it around the software engine's check of an
     * access (or its report of a synchronization) and the model's call for it, so that the engine
     * and the model see the same total order of events (docs/hw-model.md, "What the VM feeds").
     */
    public Object lock() {
        return this;
    }

    /**
     * Called before each simulated collection, inside the model's lock, on the thread whose
     * allocation (or System.gc) triggered it; it may call {@link #unreachable}.
     */
    public synchronized void reachabilityProbe(Runnable probe) {
        heap.beforeCollection(probe);
    }

    // ---- threads ------------------------------------------------------------------------------

    /** {@code thread} starts (a forked one takes its fork's edge; an unknown one is a root thread). Optional: any first event starts it. */
    public synchronized void threadStart(long thread) {
        running(thread);
    }

    /** {@code parent} starts {@code child} (Thread.start): a release the child's start acquires. */
    public synchronized void fork(long parent, long child) {
        int p = running(parent);
        Integer known = threads.find(child);
        if (known != null) {
            throw new HwModelException("thread " + child + " forked after it already ran");
        }
        int c = threads.number(child, Threads.State.FORKED);
        languageSync(p, SyncOp.RELEASE, startSync(c));
    }

    /** {@code thread} ends: a release its joiners acquire; its core is free. */
    public synchronized void threadEnd(long thread) {
        int t = running(thread);
        languageSync(t, SyncOp.RELEASE, endSync(t));
        scheduler.ended(t);
        threads.set(t, Threads.State.ENDED);
    }

    /** {@code joiner} saw {@code ended} terminate (join, isAlive false). */
    public synchronized void join(long joiner, long ended) {
        int j = running(joiner);
        Integer e = threads.find(ended);
        if (e == null || threads.state(e) != Threads.State.ENDED) {
            throw new HwModelException("thread " + joiner + " joins thread " + ended + ", which has not ended");
        }
        languageSync(j, SyncOp.ACQUIRE, endSync(e));
    }

    // ---- memory -------------------------------------------------------------------------------

    /** {@code thread} allocated object {@code objectId} with {@code payloadBytes} of fields or elements. */
    public synchronized void allocate(long thread, long objectId, long payloadBytes) {
        heap.allocate(running(thread), objectId, payloadBytes);
    }

    /**
     * A program access (tracked): bytes {@code [offset, offset + size)} of the object's payload.
     * {@code softwareRacy}: the software engine flagged this very access (ground truth).
     */
    public synchronized void access(long thread, long objectId, long offset, int size, boolean write, int site,
            long accessId, boolean softwareRacy) {
        if (site < 0 || accessId < 0) {
            throw new HwModelException("access " + accessId + " at site " + site + ": the VM's ids are 0 and up");
        }
        int t = running(thread);
        long address = heap.addressOf(objectId, offset, size);
        int hw = scheduler.place(t);
        if (softwareRacy) {
            truth.racy(accessId);
        }
        sink.access(hw, address, size, write, true, site, accessId);
        scheduler.accessed(t);
    }

    /** An access the VM makes for itself on the thread's behalf (untracked). */
    public synchronized void systemAccess(long thread, long objectId, long offset, int size, boolean write) {
        int t = running(thread);
        long address = heap.addressOf(objectId, offset, size);
        int hw = scheduler.place(t);
        if (write) {
            system.write(hw, address, size, SystemSites.VM);
        } else {
            system.read(hw, address, size, SystemSites.VM);
        }
    }

    /**
     * JLS 17.5: {@code thread} stored object {@code objectId} into a final field, and the software
     * engine no longer orders the writes made to it before (it dropped or never made their records,
     * as the final-field freeze lets it: the VM's {@code shadow.FinalFreeze}). LARD has no final-field
     * edge, so the runtime clears the payload's histories (ClearHistory, page by page): a thread that
     * reaches the object through the final field then races with none of those writes, as in the
     * engine. Later accesses are recorded as usual.
     */
    public synchronized void frozen(long thread, long objectId) {
        int t = running(thread);
        HeapObject o = heap.object(objectId);
        if (o == null) {
            throw new HwModelException("object " + objectId + " frozen, but never allocated");
        }
        int hw = scheduler.place(t);
        if (o.payloadBytes() > 0) {
            Pages.forEachChunk(o.address() + SimHeap.HEADER_BYTES, o.payloadBytes(), config.cost().pageBytes(), (a, n) -> {
                sink.clearHistory(hw, a, n);
                freezeClearOps++;
            });
        }
    }

    /** The host GC found the guest object unreachable (weak reference cleared, Cleaner ran). */
    public synchronized void unreachable(long objectId) {
        heap.unreachable(objectId);
    }

    /** A collection now (the guest's System.gc), on behalf of {@code thread}. */
    public synchronized void collect(long thread) {
        int t = running(thread);
        heap.requestedCollection(t);
        scheduler.place(t);
    }

    // ---- synchronization ----------------------------------------------------------------------

    /** Language acquire: monitor enter, volatile read, class-initialization observed. */
    public synchronized void acquire(long thread, long syncId) {
        languageSync(running(thread), SyncOp.ACQUIRE, vmSyncId(syncId));
    }

    /** Language release: monitor exit, volatile write, class initialized. */
    public synchronized void release(long thread, long syncId) {
        languageSync(running(thread), SyncOp.RELEASE, vmSyncId(syncId));
    }

    /** The VM's own synchronization (stripe locks, class-init locks...): no edge of the language. */
    public synchronized void systemAcquire(long thread, long syncId) {
        systemAcquire(thread, syncId, VM_SYNC);
    }

    public synchronized void systemRelease(long thread, long syncId) {
        systemRelease(thread, syncId, VM_SYNC);
    }

    /**
     * The same, with the kind of the VM's lock ({@code kind}: a name of the VM's choosing, e.g.
     * "stripeLock"), counted per kind in the machine figures ({@code vmSystemSync}) so a run shows
     * which of the VM's synchronization reached the model.
     */
    public synchronized void systemAcquire(long thread, long syncId, String kind) {
        systemSync(running(thread), SyncOp.ACQUIRE, vmSyncId(syncId));
        vmSyncCount(kind)[0]++;
    }

    public synchronized void systemRelease(long thread, long syncId, String kind) {
        systemSync(running(thread), SyncOp.RELEASE, vmSyncId(syncId));
        vmSyncCount(kind)[1]++;
    }

    private long[] vmSyncCount(String kind) {
        return vmSyncs.computeIfAbsent(kind, k -> new long[2]);
    }

    // ---- results ------------------------------------------------------------------------------

    /** How the report names the VM's access sites (the VM's own names; default: the number). */
    public synchronized void siteNames(IntFunction<String> names) {
        siteNames = names;
    }

    /** The accuracy report (only for a model made by {@link #withAccuracy}). */
    public synchronized AccuracyReport report() {
        if (analysis == null) {
            throw new IllegalStateException("this model has no accuracy analysis");
        }
        return analysis.report(config.gc().key(), machineFigures(), siteNames);
    }

    /** Heap and scheduler figures. */
    public synchronized Map<String, Object> machineFigures() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("heap", HeapSize.format(config.heapBytes()));
        m.put("cores", config.cores());
        m.put("quantum", config.quantum());
        m.put("threads", threads.count());
        m.put("threadSwitches", scheduler.switches());
        m.put("systemAccesses", system.count());
        m.putAll(heap.stats().asMap());
        m.put("freezeClearHistoryOps", freezeClearOps);
        Map<String, Object> vm = new LinkedHashMap<>();
        vmSyncs.forEach((kind, n) -> {
            Map<String, Long> counts = new LinkedHashMap<>();
            counts.put("acquires", n[0]);
            counts.put("releases", n[1]);
            vm.put(kind, counts);
        });
        m.put("vmSystemSync", vm);
        return m;
    }

    /** The simulated heap (tests look at addresses). */
    public SimHeap heap() {
        return heap;
    }

    private void languageSync(int t, SyncOp op, long syncId) {
        sink.languageSync(scheduler.place(t), op, syncId);
        scheduler.synced(t);
    }

    private void systemSync(int t, SyncOp op, long syncId) {
        sink.systemSync(scheduler.place(t), op, syncId);
        scheduler.synced(t);
    }

    /** The thread's number, starting it first if this is its first event. */
    private int running(long vmThread) {
        int t = threads.number(vmThread, Threads.State.LIVE);
        switch (threads.state(t)) {
            case FORKED -> {
                threads.set(t, Threads.State.LIVE);
                languageSync(t, SyncOp.ACQUIRE, startSync(t));
            }
            case ENDED -> throw new HwModelException("event of thread " + vmThread + " after its end");
            default -> {
            }
        }
        return t;
    }

    private static long vmSyncId(long id) {
        if (id < 0) {
            throw new HwModelException("sync id " + id + ": the VM's sync ids are 0 and up");
        }
        return id;
    }

    /** Thread start/end edges, in the language's sync-id space below the VM's. */
    private static long startSync(int t) {
        return -(2L * t + 1);
    }

    private static long endSync(int t) {
        return -(2L * t + 2);
    }
}

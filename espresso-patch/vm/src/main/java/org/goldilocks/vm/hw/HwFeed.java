package org.goldilocks.vm.hw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.WeakHashMap;

import org.goldilocks.engine.Engine;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.hw.HwModel;
import org.goldilocks.hw.HwSession;
import org.goldilocks.hw.machine.HwModelException;
import org.goldilocks.vm.report.Site;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * What the hooks call to feed the LARD model ({@code --hw-model}; docs/hw-model.md, "What the VM
 * feeds"). {@link #ON} is a static final, so with the model off every {@code if (HwFeed.ON)} folds
 * away. The launcher creates the model and leaves it in {@link HwSession} before the VM starts.
 *
 * <p>Ids: a thread is its engine state's {@link ThreadState#firstWord() first word} (unique over
 * the run); an object the {@link ObjectIds} counter; a language synchronization variable an even
 * number, one per {@link SyncVar}; the VM's own locks odd numbers (a stripe lock {@code 4s + 1}, a
 * class's initialization lock {@code 4n + 3}); a site the interned
 * {@link Site}'s index in a table here; an access a counter. Every model call runs under the
 * model's lock, which callers of the data and synchronization entries already hold together with
 * the engine's call ({@link HwEngine}, {@code report.AccessCheck}).
 *
 * <p>A {@link HwModelException} (the simulated heap is exhausted, the contract broken) is printed
 * once as one line and ends the feeding; the launcher then writes no accuracy report.
 */
public final class HwFeed {
    private static final HwModel MODEL = RaceConfig.ENABLED ? HwSession.current() : null;
    /** The model runs. */
    public static final boolean ON = MODEL != null;
    private static final Object LOCK = ON ? MODEL.lock() : new Object();
    private static final ObjectIds OBJECTS = ON ? new ObjectIds(MODEL) : null;
    /** Language sync ids: even. The VM's own locks: odd ({@link #stripeLockId}, {@link #initLockId}). */
    private static final WeakHashMap<SyncVar, Long> SYNC_IDS = new WeakHashMap<>();
    /** The classes whose initialization lock a guest thread took, and its id. */
    private static final WeakHashMap<ObjectKlass, Long> INIT_LOCK_IDS = new WeakHashMap<>();
    private static final HashMap<Site, Integer> SITES = new HashMap<>();
    /** Each site's name, by its id: LARD's false and missed sites in the accuracy report. */
    private static final ArrayList<String> SITE_NAMES = new ArrayList<>();
    private static long nextSync;
    private static long nextInitLock;
    private static long nextAccess;
    private static boolean stopped;

    static {
        if (ON) {
            MODEL.siteNames(HwFeed::siteName);
        }
    }

    private HwFeed() {
    }

    /** The lock taken around an engine event and its model call (docs/hw-model.md, "Ordering"). */
    public static Object lock() {
        return LOCK;
    }

    /** The engine the VM uses: with the model on, one that also reports synchronization to it. */
    public static Engine wrap(Engine engine) {
        return ON ? new HwEngine(engine) : engine;
    }

    /** The id of the VM's stripe lock {@code stripe} ({@code shadow.StripedLocks}): odd, apart from the language's. */
    public static long stripeLockId(int stripe) {
        return 4L * stripe + 1;
    }

    /** The id of {@code klass}'s initialization lock (held by the model's lock): odd, apart from the stripes. */
    private static long initLockId(ObjectKlass klass) {
        Long id = INIT_LOCK_IDS.get(klass);
        if (id == null) {
            id = 4 * nextInitLock++ + 3;
            INIT_LOCK_IDS.put(klass, id);
        }
        return id;
    }

    // ---- memory -------------------------------------------------------------------------------

    /** A new object or array of {@code thread} (afterNew): its cell. */
    @TruffleBoundary
    public static void allocated(ThreadState thread, StaticObject obj) {
        synchronized (LOCK) {
            if (stopped || thread == null) {
                return;
            }
            try {
                OBJECTS.allocate(thread.firstWord(), obj, false);
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    /**
     * A clone of {@code thread}: a new cell, its contents written by the VM (a system write; the
     * engine records no writes for a fresh object). The source's reads are the checked accesses of
     * {@code ObjectHooks.checkCopy}.
     */
    @TruffleBoundary
    public static void copied(ThreadState thread, StaticObject copy) {
        synchronized (LOCK) {
            if (stopped || thread == null) {
                return;
            }
            try {
                long t = thread.firstWord();
                long id = OBJECTS.allocate(t, copy, false);
                long payload = Layout.payloadBytes(copy, false);
                for (long off = 0; off < payload; off += Layout.SLOT_BYTES) {
                    MODEL.systemAccess(t, id, off, (int) Math.min(Layout.SLOT_BYTES, payload - off), true);
                }
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    /**
     * {@code thread} stored {@code obj} into a final field and the engine dropped, or never made, the
     * records of its earlier writes ({@code shadow.FinalFreeze}, JLS 17.5): the model clears the
     * object's histories (docs/hw-model.md, "Final-field freeze").
     */
    @TruffleBoundary
    public static void frozen(ThreadState thread, StaticObject obj) {
        synchronized (LOCK) {
            if (stopped || thread == null) {
                return;
            }
            try {
                long t = thread.firstWord();
                MODEL.frozen(t, OBJECTS.idOf(t, obj, false));
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    /**
     * A program access the engine just checked ({@code racy}: its verdict), under the model's lock:
     * a field of {@code obj} ({@code holder} the Field) or element {@code index} of the array
     * {@code obj}.
     */
    public static void access(ThreadState thread, StaticObject obj, Object holder, int index, boolean write, Site site, boolean racy) {
        if (stopped || thread == null || obj == null) {
            return;
        }
        try {
            long t = thread.firstWord();
            long offset;
            int size;
            long id;
            if (holder instanceof Field f) {
                id = OBJECTS.idOf(t, obj, f.isStatic());
                offset = Layout.fieldOffset(f);
                size = Layout.fieldBytes(f);
            } else {
                id = OBJECTS.idOf(t, obj, false);
                size = Layout.elementBytes(obj);
                offset = (long) index * size;
            }
            MODEL.access(t, id, offset, size, write, siteId(site), nextAccess++, racy);
        } catch (HwModelException e) {
            stop(e);
        }
    }

    private static int siteId(Site site) {
        Integer id = SITES.get(site);
        if (id == null) {
            id = SITES.size();
            SITES.put(site, id);
            SITE_NAMES.add(site.toString());
        }
        return id;
    }

    /** The accuracy report's name of a site id (under the model's lock, as its report is made). */
    private static String siteName(int id) {
        return id < SITE_NAMES.size() ? SITE_NAMES.get(id) : "site " + id;
    }

    // ---- threads and language synchronization (HwEngine, under the lock) -----------------------

    static void fork(ThreadState parent, ThreadState child) {
        if (!stopped) {
            try {
                MODEL.fork(parent.firstWord(), child.firstWord());
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    static void threadStart(ThreadState thread) {
        if (!stopped) {
            try {
                MODEL.threadStart(thread.firstWord());
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    static void threadEnd(ThreadState thread) {
        if (!stopped) {
            try {
                MODEL.threadEnd(thread.firstWord());
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    static void join(ThreadState joiner, ThreadState joined) {
        if (!stopped) {
            try {
                MODEL.join(joiner.firstWord(), joined.firstWord());
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    static void acquire(ThreadState thread, SyncVar v) {
        if (!stopped) {
            try {
                MODEL.acquire(thread.firstWord(), syncId(v));
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    static void release(ThreadState thread, SyncVar v) {
        if (!stopped) {
            try {
                MODEL.release(thread.firstWord(), syncId(v));
            } catch (HwModelException e) {
                stop(e);
            }
        }
    }

    private static long syncId(SyncVar v) {
        Long id = SYNC_IDS.get(v);
        if (id == null) {
            id = 2 * nextSync++;
            SYNC_IDS.put(v, id);
        }
        return id;
    }

    // ---- the VM's own synchronization ----------------------------------------------------------

    /** The kinds of the VM's own locks, as the report's {@code machine.vmSystemSync} counts them. */
    public static final String STRIPE_LOCK = "stripeLock";
    public static final String CLASS_INIT_LOCK = "classInitLock";

    /** {@code thread} took a stripe lock ({@link #stripeLockId}; after taking it): system synchronization. */
    @TruffleBoundary
    public static void systemAcquire(ThreadState thread, long lockId) {
        synchronized (LOCK) {
            if (!stopped && thread != null) {
                try {
                    MODEL.systemAcquire(thread.firstWord(), lockId, STRIPE_LOCK);
                } catch (HwModelException e) {
                    stop(e);
                }
            }
        }
    }

    /** {@code thread} lets a stripe lock go (before letting it go). */
    @TruffleBoundary
    public static void systemRelease(ThreadState thread, long lockId) {
        synchronized (LOCK) {
            if (!stopped && thread != null) {
                try {
                    MODEL.systemRelease(thread.firstWord(), lockId, STRIPE_LOCK);
                } catch (HwModelException e) {
                    stop(e);
                }
            }
        }
    }

    /**
     * {@code thread} holds {@code klass}'s initialization lock now (Espresso's {@code ObjectKlass}
     * init lock as {@code actualInit} takes it, JLS 12.4.2's LC): the VM's own
     * synchronization. Its language edge (end of {@code <clinit>} to the threads that see the class
     * initialized) goes through the engine ({@code ClassInitHooks}); this is the lock itself, which
     * LARD ignores and AllSync takes for an edge.
     */
    @TruffleBoundary
    public static void initLockAcquired(ThreadState thread, ObjectKlass klass) {
        synchronized (LOCK) {
            if (!stopped && thread != null) {
                try {
                    MODEL.systemAcquire(thread.firstWord(), initLockId(klass), CLASS_INIT_LOCK);
                } catch (HwModelException e) {
                    stop(e);
                }
            }
        }
    }

    /** {@code thread} is about to let {@code klass}'s initialization lock go. */
    @TruffleBoundary
    public static void initLockReleasing(ThreadState thread, ObjectKlass klass) {
        synchronized (LOCK) {
            if (!stopped && thread != null) {
                try {
                    MODEL.systemRelease(thread.firstWord(), initLockId(klass), CLASS_INIT_LOCK);
                } catch (HwModelException e) {
                    stop(e);
                }
            }
        }
    }

    // ---- collections the program asks for ------------------------------------------------------

    /**
     * The guest called {@code System.gc()} (or {@code Runtime.gc()}): a simulated collection now, on
     * behalf of {@code thread}. The reachability probe runs first (the host collects and every
     * guest object it found unreachable is reported), so the collection frees what the program
     * dropped, as a Java developer expects of {@code System.gc()}.
     */
    @TruffleBoundary
    public static void collect(ThreadState thread) {
        synchronized (LOCK) {
            if (!stopped && thread != null) {
                try {
                    MODEL.collect(thread.firstWord());
                } catch (HwModelException e) {
                    stop(e);
                }
            }
        }
    }

    private static void stop(HwModelException e) {
        stopped = true;
        if (HwSession.fail(e.getMessage())) {
            System.err.println("goldilocks: hw-model: " + e.getMessage());
            System.err.flush();
        }
    }
}

package org.goldilocks.vm.report;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * The names of the java.util.concurrent locks a thread holds, as the VM gives them when the
 * thread takes one (report-only names of its lock set, {@code ThreadState.heldForReport}:
 * docs/engine.md, "Report-only locks"); reports list them among the monitors
 * ({@code ReportBuilder.lockNames}). Like a monitor, as {@code Object.toString}
 * shows the lock ({@link GuestNames#object}); a lock with modes says which one the thread holds, as
 * the hybrid engine names a read half: {@code read lock of
 * java.util.concurrent.locks.ReentrantReadWriteLock@1b6d3586}. (A suffix like {@code (read)} would
 * put parentheses inside the exception message's {@code (holding ...)}.)
 */
public final class LockNames {
    /** Which java.util.concurrent lock, for its name. */
    public enum Kind {
        /** A ReentrantLock: the lock object; one mode. */
        REENTRANT,
        /** A half of a ReentrantReadWriteLock: named after the read-write lock, with the mode. */
        READ_WRITE,
        /** A StampedLock: the lock object, with the mode. */
        STAMPED
    }

    /**
     * The ReentrantReadWriteLock each {@code sync} object belongs to, by name: a half
     * ({@code ReadLock}, {@code WriteLock}) keeps only the shared {@code sync}, not its lock, so the
     * VM notes the pair when the read-write lock's constructor returns. Weak keys: an entry goes
     * with its lock; the name keeps no guest object alive.
     */
    private static final Map<StaticObject, HeldLock> READ_WRITE_LOCKS = Collections.synchronizedMap(new WeakHashMap<>());

    private LockNames() {
    }

    /** A ReentrantReadWriteLock's constructor returned: its halves, which share {@code sync}, are named after it. */
    public static void readWriteLockMade(StaticObject lock, StaticObject sync) {
        if (!StaticObject.isNull(sync)) {
            READ_WRITE_LOCKS.put(sync, new HeldLock(lock.getKlass(), System.identityHashCode(lock), null));
        }
    }

    /**
     * The report-only name of a java.util.concurrent lock a thread takes: {@code receiver} is the
     * object whose method took it, {@code identity} the lock's identity (the {@code sync} object
     * of a ReentrantLock or read-write lock, the StampedLock itself), {@code shared} the mode.
     * A new object each time: the thread's lock set tells names apart by identity.
     */
    public static Object held(Kind kind, StaticObject receiver, StaticObject identity, boolean shared) {
        String mode = kind == Kind.REENTRANT ? null : shared ? "read" : "write";
        if (kind == Kind.READ_WRITE) {
            HeldLock lock = READ_WRITE_LOCKS.get(identity);
            if (lock != null) {
                return new HeldLock(lock.klass, lock.identityHash, mode);
            }
            // Made before the VM watched (not seen): the half itself names it.
        }
        return new HeldLock(receiver.getKlass(), System.identityHashCode(receiver), mode);
    }

    /**
     * A held java.util.concurrent lock as reports show it, computed when shown (taking a lock
     * costs no string). Keeps the lock's class, as a site token keeps its method's, not the lock.
     */
    private record HeldLock(Klass klass, int identityHash, String mode) {
        @Override
        public String toString() {
            String lock = GuestNames.object(klass.getExternalName(), identityHash);
            return mode == null ? lock : mode + " lock of " + lock;
        }
    }
}

package org.goldilocks.engine;

/**
 * The events a runtime reports to a race detection engine, and the engine's verdict on each data
 * access. Every engine behind this interface decides races by the Java Memory Model's
 * happens-before order (JLS 17.4.5) of the events it was told about, and nothing else: its own
 * internal locking never counts as synchronization.
 *
 * <h2>Calling contract</h2>
 * <ul>
 * <li>Each event is reported by the thread performing it, with that thread's {@link ThreadState};
 * calls for different threads may arrive concurrently. The exceptions: {@code fork} runs on the
 * parent, {@code join} on the joiner.</li>
 * <li>Synchronization events must be reported atomically with the action they record: an acquire
 * after the lock is taken, a release before it is let go, a volatile access and its report in
 * one critical section with respect to the other accesses of that volatile variable. Then the
 * order in which the engine sees the events of one synchronization variable is their real order.</li>
 * <li>Monitors are re-entrant: report only the outermost acquire and the last release.</li>
 * <li>A data access is reported <em>before</em> it is performed. If the engine returns a race,
 * the state is left as it was (the race-aware runtime does not perform the access); a runtime
 * that performs it anyway (report mode) then calls {@link #commit}.</li>
 * </ul>
 */
public interface Engine {

    /** A short lower-case name: "goldilocks", "fasttrack"... */
    String name();

    /**
     * A thread with no happens-before predecessors, running from now on: the main thread, or a
     * thread that enters the runtime from outside.
     */
    ThreadState rootThread(String name);

    /**
     * {@code parent} forks a new thread (Thread.start): everything the parent did so far
     * happens-before everything the child will do. The child runs once {@link #start} is called.
     */
    ThreadState fork(ThreadState parent, String childName);

    /** The forked thread's first action. */
    void start(ThreadState child);

    /** The thread's last action: it performs no more events. */
    void end(ThreadState thread);

    /** {@code joiner} learns that {@code joined} has ended (Thread.join, isAlive()==false). */
    void join(ThreadState joiner, ThreadState joined);

    /** A fresh monitor, volatile variable or class-initialization variable. */
    SyncVar newSyncVar(Object description);

    /** Outermost acquire of a monitor, reported after the lock is taken (a sync sink). */
    void acquire(ThreadState thread, SyncVar lock);

    /** Last release of a monitor, reported while still holding it (a sync source). */
    void release(ThreadState thread, SyncVar lock);

    /** A volatile read (a sync sink): the thread sees everything before earlier volatile writes. */
    void volatileRead(ThreadState thread, SyncVar variable);

    /** A volatile write (a sync source). */
    void volatileWrite(ThreadState thread, SyncVar variable);

    /** An atomic read-modify-write that wrote (a successful compare-and-set, get-and-set...): a read then a write. */
    default void volatileReadWrite(ThreadState thread, SyncVar variable) {
        volatileRead(thread, variable);
        volatileWrite(thread, variable);
    }

    /** A class's static initializer finished (JLS 12.4.2): a volatile write of its init variable. */
    default void classInitialized(ThreadState thread, SyncVar classInit) {
        volatileWrite(thread, classInit);
    }

    /** A thread found a class initialized: a volatile read of its init variable. */
    default void classObserved(ThreadState thread, SyncVar classInit) {
        volatileRead(thread, classInit);
    }

    /** Allocation: a fresh variable with no earlier access. */
    Variable newVariable();

    /** Checks (and, if race-free, records) a read. Returns null when race-free. */
    Race read(ThreadState thread, Variable variable, Object site);

    /** Checks (and, if race-free, records) a write. Returns null when race-free. */
    Race write(ThreadState thread, Variable variable, Object site);

    default Race access(ThreadState thread, Variable variable, AccessKind kind, Object site) {
        return kind == AccessKind.WRITE ? write(thread, variable, site) : read(thread, variable, site);
    }

    /**
     * Records an access that was found racy but performed anyway (report mode), as if it had been
     * race-free: later accesses are checked against it.
     */
    void commit(ThreadState thread, Variable variable, AccessKind kind, Object site);
}

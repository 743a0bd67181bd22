package org.goldilocks.engine;

/**
 * The events a runtime reports to a race detection engine, and the engine's verdict on each data
 * access. The happens-before engines decide races by the Java Memory Model's happens-before order
 * (JLS 17.4.5) of the events they were told about, and nothing else; the hybrid engine
 * ({@link #reportsPotentialRaces()}) decides potential races from locksets and a limited
 * happens-before order. An engine's own internal locking never counts as synchronization.
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

    /**
     * A token standing for one object whose variables the runtime will create with
     * {@link #newVariable(Object)}: one per object with fields, one per array, one per class for
     * its static fields. The hybrid engine's simple mode keeps its per-object thread-locality state
     * on it (O'Callahan and Choi, PPoPP 2003, sec. 6.3). Null (the default) when the engine has no
     * use for it: a runtime then need not keep it, and the happens-before engines cost nothing.
     */
    default Object newVariableGroup() {
        return null;
    }

    /**
     * Allocation of a variable of the object {@code group} stands for (a token from
     * {@link #newVariableGroup()}, or null: the variable is an object of its own).
     */
    default Variable newVariable(Object group) {
        return newVariable();
    }

    /**
     * A token standing for a run of at most 64 consecutive elements of one array, whose variables
     * the runtime creates with {@link #newElement} and keeps together, so that they die together.
     * Goldilocks registers them with its event list as one. Null (the default) when the engine
     * has no use for it.
     */
    default Object newElementBlock() {
        return null;
    }

    /**
     * Allocation of an array element's variable: {@code group} as for {@link #newVariable(Object)},
     * {@code block} a token from {@link #newElementBlock()} or null.
     */
    default Variable newElement(Object group, Object block) {
        return newVariable(group);
    }

    /**
     * The compact state of a run of {@code elements} (1..64) consecutive elements of one array
     * ({@link ElementRun}), or null (the default) when the engine keeps a variable per element.
     * Only for a runtime that refuses racy accesses (never {@link #commit}s one), or whose engine
     * {@link #reportsPotentialRaces()} (its commit does nothing), and whose accesses to the run's
     * elements all go through {@link #accessRun} or {@link #runElement}.
     */
    default ElementRun newElementRun(int elements) {
        return null;
    }

    /** Checks (and, if race-free, records) an access to element {@code element} of {@code run}, as {@link #access} on its variable would. */
    default Race accessRun(ThreadState thread, ElementRun run, int element, AccessKind kind, Object site) {
        throw new UnsupportedOperationException("no element runs");
    }

    /**
     * The variable of element {@code element} of {@code run}, for an access that must be made on a
     * variable (a range, an Unsafe or reflective access): the run gives its elements variables of
     * their own from then on.
     */
    default Variable runElement(ElementRun run, int element) {
        throw new UnsupportedOperationException("no element runs");
    }

    /**
     * True for an engine whose verdicts are <em>potential</em> races (the hybrid engine: races
     * some schedule could show, not proof that this execution misbehaved). A runtime must then
     * perform a racy access and {@link #commit} it (report mode), never refuse it. Such an engine
     * returns a race at most once per variable. It also wants the events below that
     * happens-before engines ignore (locks of java.util.concurrent, notify, channels).
     */
    default boolean reportsPotentialRaces() {
        return false;
    }

    /**
     * A java.util.concurrent lock taken: {@code ReentrantLock}, either half of a
     * {@code ReentrantReadWriteLock}, a {@code StampedLock} write or read lock. {@code lock} stands
     * for the lock object (both halves of a read-write lock are the same {@code SyncVar}); {@code
     * shared} is true for a read lock, which excludes writers but not other readers. Reported
     * after the lock is taken, outermost acquire per mode only. A lockset fact only: the
     * happens-before engines see these locks' own volatile and compare-and-set events already, so
     * for them this is a no-op.
     */
    default void lockAcquired(ThreadState thread, SyncVar lock, boolean shared) {
    }

    /** The matching last release of a java.util.concurrent lock, reported before it is let go. See {@link #lockAcquired}. */
    default void lockReleased(ThreadState thread, SyncVar lock, boolean shared) {
    }

    /**
     * {@code waiter} starts to wait on {@code monitor} (Object.wait), after its {@link #release}
     * of the monitor was reported. No-op for happens-before engines (the release and the
     * re-acquire carry the order).
     */
    default void waitStarted(ThreadState waiter, SyncVar monitor) {
    }

    /**
     * {@code notifier}, holding {@code monitor}, calls notify ({@code all} false) or notifyAll on it.
     * The hybrid engine sends a message to the threads whose wait this ends (see
     * {@link #waitEnded}); a thread not waiting receives nothing. No-op for happens-before engines.
     */
    default void notified(ThreadState notifier, SyncVar monitor, boolean all) {
    }

    /**
     * {@code waiter}'s wait on {@code monitor} returned, after the re-acquire was reported;
     * {@code byNotify} is true when the wait ended because of a notification (not a timeout, an
     * interrupt or a spurious wake-up). No-op for happens-before engines.
     */
    default void waitEnded(ThreadState waiter, SyncVar monitor, boolean byNotify) {
    }

    /**
     * {@code sender} sends a message on {@code channel} (a method marked as a send was entered:
     * a {@code BlockingQueue.put}, a {@code CountDownLatch.countDown}...): everything it did so far
     * precedes every later {@link #receive} on the same channel. No-op for happens-before engines
     * (they see the channel's own synchronization).
     */
    default void send(ThreadState sender, SyncVar channel) {
    }

    /** {@code receiver} receives the messages sent on {@code channel} so far (a method marked as a receive returned). See {@link #send}. */
    default void receive(ThreadState receiver, SyncVar channel) {
    }

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

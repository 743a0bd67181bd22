package org.goldilocks.engine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

import org.goldilocks.engine.AccessKind;
import org.goldilocks.engine.Engine;
import org.goldilocks.engine.Engines;
import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.ThreadState;
import org.goldilocks.engine.Variable;
import org.goldilocks.engine.goldilocks.GoldilocksForTests;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Verdicts under thread churn, against a vector-clock oracle that never forgets anything: thousands
 * of short-lived threads per run, whose engine states the harness drops once they ended (so the
 * engine recycles their slots, ThreadSlots), and objects whose monitor, volatile and fields die with
 * them (their sync variables are described by a weak reference to the object, as the VM does, so
 * Goldilocks may forget them, Nodes.forgettable). Collections run every few dozen threads so that
 * both actually happen inside a run, between accesses that still need the right answer. A thread
 * is joined (a volatile read of its end, as the VM reports a join) or not, so later threads are
 * ordered after it or race with it; shared locks, volatiles and published objects carry order and
 * races across generations of threads. Exactness of slot reuse and forgetting is argued in
 * docs/engine.md ("Thread churn"); this checks it on every access.
 */
class ThreadChurnDifferentialTest {
    private static final int RUNS = Integer.getInteger("goldilocks.churnRuns", 3);
    private static final int THREADS_PER_RUN = 2_000;

    @ParameterizedTest
    @ValueSource(strings = {"goldilocks-reclaiming", "goldilocks-background", "fasttrack"})
    void verdictsEqualTheOracleUnderThreadChurn(String kind) {
        Supplier<Engine> engines = switch (kind) {
            case "goldilocks-reclaiming" -> () -> GoldilocksForTests.reclaiming(16, 64, 1);
            case "goldilocks-background" -> () -> GoldilocksForTests.reclaimingInBackground(16, 64, 1);
            default -> () -> Engines.create(kind, true);
        };
        long accesses = 0;
        long racy = 0;
        int widestSlot = 0;
        for (int seed = 1; seed <= RUNS; seed++) {
            Run run = new Run(new Random(seed * 31L + kind.hashCode()), engines.get());
            run.execute();
            accesses += run.accesses;
            racy += run.racy;
            widestSlot = Math.max(widestSlot, run.widestSlot);
        }
        System.out.printf("%s under thread churn: %d runs of %d threads, %d accesses, %d racy, slots up to %d%n",
                        kind, RUNS, THREADS_PER_RUN, accesses, racy, widestSlot);
        assertTrue(racy > accesses / 50 && racy < accesses / 2, "races and race-free accesses both: " + racy + " of " + accesses);
        assertTrue(widestSlot < THREADS_PER_RUN / 4, "slots were recycled: the widest was " + widestSlot);
    }

    /** One random churning program, run on the engine and the oracle side by side. */
    private static final class Run {
        private static final int LOCKS = 3;
        private static final int VOLATILES = 2;
        private static final int SHARED = 6;
        private static final int POOL = 4;
        private static final int FIELDS = 3;

        final Random random;
        final Engine engine;
        final Oracle oracle = new Oracle();
        final Th main;
        final Sync[] locks = new Sync[LOCKS];
        final Sync[] volatiles = new Sync[VOLATILES];
        final Var[] shared = new Var[SHARED];
        /** Published objects; replacing one drops the harness's last reference to the old one. */
        final Obj[] pool = new Obj[POOL];
        long accesses;
        int counter;
        static final boolean DEBUG = Boolean.getBoolean("dbg");
        long racy;
        int widestSlot;

        Run(Random random, Engine engine) {
            this.random = random;
            this.engine = engine;
            main = new Th(engine.rootThread("main"), oracle.newThread());
            for (int i = 0; i < LOCKS; i++) {
                locks[i] = new Sync("lock" + i);
            }
            for (int i = 0; i < VOLATILES; i++) {
                volatiles[i] = new Sync("volatile" + i);
            }
            for (int i = 0; i < SHARED; i++) {
                shared[i] = new Var();
            }
            for (int i = 0; i < POOL; i++) {
                pool[i] = new Obj();
            }
        }

        void execute() {
            int started = 0;
            while (started < THREADS_PER_RUN) {
                List<Th> batch = new ArrayList<>();
                for (int n = 1 + random.nextInt(3); n > 0; n--) {
                    Th child = new Th(engine.fork(main.state, "t" + started), oracle.fork(main.clock));
                    if (DEBUG) System.out.println("main fork t" + started);
                    widestSlot = Math.max(widestSlot, child.state.slot());
                    engine.start(child.state);
                    batch.add(child);
                    started++;
                }
                List<Th> running = new ArrayList<>(batch);
                while (!running.isEmpty()) {
                    Th t = running.get(random.nextInt(running.size()));
                    if (t.steps++ > 6 + random.nextInt(20)) {
                        while (!t.held.isEmpty()) {
                            letGo(t);
                        }
                        volatileWrite(t, t.end);
                        engine.end(t.state);
                        if (DEBUG) System.out.println(t.state.name() + " end");
                        running.remove(t);
                    } else {
                        step(t);
                    }
                }
                for (Th t : batch) {
                    if (random.nextInt(5) > 0) {
                        volatileRead(main, t.end); // the join
                    }
                }
                if (random.nextInt(3) == 0) {
                    access(main, shared[random.nextInt(SHARED)], random.nextBoolean());
                }
                if (started % 16 < 3) {
                    System.gc(); // lets dropped threads' slots and dead objects' variables go inside the run
                }
            }
        }

        /** One random action of t. */
        private void step(Th t) {
            int pick = random.nextInt(12);
            if (pick < 2) {
                Sync l = locks[random.nextInt(LOCKS)];
                if (l.holder == null) { // taken by another thread: t would block; it does something else
                    acquire(t, l);
                    t.held.add(l);
                    l.holder = t;
                }
            } else if (pick < 3 && !t.held.isEmpty()) {
                letGo(t);
            } else if (pick < 4) {
                Sync v = volatiles[random.nextInt(VOLATILES)];
                if (random.nextBoolean()) {
                    volatileWrite(t, v);
                } else {
                    volatileRead(t, v);
                }
            } else if (pick < 7) {
                access(t, shared[random.nextInt(SHARED)], random.nextInt(3) == 0);
            } else if (pick < 9) {
                Obj o = pool[random.nextInt(POOL)];
                int how = random.nextInt(4);
                if (how == 0) {
                    acquire(t, o.monitor);
                    access(t, o.fields[random.nextInt(FIELDS)], random.nextBoolean());
                    release(t, o.monitor);
                } else if (how == 1) {
                    volatileRead(t, o.flag);
                    access(t, o.fields[random.nextInt(FIELDS)], false);
                } else {
                    access(t, o.fields[random.nextInt(FIELDS)], random.nextBoolean());
                }
            } else if (pick < 11) {
                // A new object, written and published: through its own volatile flag (ordered
                // for readers that read the flag first), or plainly (racy for readers that do not
                // synchronize otherwise).
                Obj o = new Obj();
                for (Var f : o.fields) {
                    access(t, f, true);
                }
                if (random.nextBoolean()) {
                    volatileWrite(t, o.flag);
                }
                pool[random.nextInt(POOL)] = o;
            } else {
                Obj o = pool[random.nextInt(POOL)];
                volatileWrite(t, o.flag);
            }
        }

        /** Releases the shared lock t took last. */
        private void letGo(Th t) {
            Sync l = t.held.remove(t.held.size() - 1);
            l.holder = null;
            release(t, l);
        }

        private void access(Th t, Var v, boolean write) {
            if (DEBUG) System.out.println(t.state.name() + (write ? " wr " : " rd ") + v.name + " oracleRacy=" + oracle.racy(t.clock, v.oracle, write));
            boolean expected = oracle.racy(t.clock, v.oracle, write);
            boolean actual = (write ? engine.write(t.state, v.variable, "site") : engine.read(t.state, v.variable, "site")) != null;
            assertEquals(expected, actual, () -> "verdict on access " + accesses + " (" + (write ? "write" : "read") + ")");
            accesses++;
            if (actual) {
                racy++;
            } else {
                oracle.perform(t.clock, v.oracle, write);
            }
        }

        private void acquire(Th t, Sync s) {
            if (DEBUG) System.out.println(t.state.name() + " acq " + s.name);
            engine.acquire(t.state, s.variable);
            oracle.receive(t.clock, s.oracle);
        }

        private void release(Th t, Sync s) {
            if (DEBUG) System.out.println(t.state.name() + " rel " + s.name);
            engine.release(t.state, s.variable);
            oracle.send(t.clock, s.oracle);
        }

        private void volatileRead(Th t, Sync s) {
            if (DEBUG) System.out.println(t.state.name() + " vrd " + s.name);
            engine.volatileRead(t.state, s.variable);
            oracle.receive(t.clock, s.oracle);
        }

        private void volatileWrite(Th t, Sync s) {
            if (DEBUG) System.out.println(t.state.name() + " vwr " + s.name);
            engine.volatileWrite(t.state, s.variable);
            oracle.send(t.clock, s.oracle);
        }

        /** A thread: its engine state (dropped with it) and its oracle clock. */
        final class Th {
            final ThreadState state;
            final Oracle.Clock clock;
            /** Its end: a volatile of its Thread object, as the VM reports termination. */
            final Sync end = new Sync(null);
            final List<Sync> held = new ArrayList<>();
            int steps;

            Th(ThreadState state, Oracle.Clock clock) {
                this.state = state;
                this.clock = clock;
            }
        }

        /** A synchronization variable; with no name, one of an object that dies with it (weakly described). */
        final class Sync {
            final SyncVar variable;
            final Oracle.Clock oracle = new Oracle.Clock(-1);
            /** A shared lock's holder (object monitors are taken and let go within one step). */
            Th holder;
            /** What the weak description refers to: lives exactly as long as this. */
            @SuppressWarnings("unused") private final Object owner = new Object();

            final String name;
            Sync(String name) {
                this.name = name != null ? name : "s" + (counter++);
                variable = engine.newSyncVar(name != null ? name : new WeakReference<>(owner));
            }
        }

        final class Var {
            final Variable variable = engine.newVariable();
            final String name = "x" + (counter++);
            final Oracle.Location oracle = new Oracle.Location();
        }

        /** An object: its monitor, a volatile flag and plain fields, all gone once it is. */
        final class Obj {
            final Sync monitor = new Sync(null);
            final Sync flag = new Sync(null);
            final Var[] fields = new Var[FIELDS];

            Obj() {
                for (int i = 0; i < FIELDS; i++) {
                    fields[i] = new Var();
                }
            }
        }
    }

    /**
     * Happens-before by vector clocks (JLS 17.4.5), with no reclamation of any kind: a thread's
     * index is never reused and clocks grow as wide as every thread that ever ran. Race-aware like
     * the engines: the last performed write and, per thread, the last performed read since it.
     */
    static final class Oracle {
        private int threads;

        Clock newThread() {
            Clock c = new Clock(threads++);
            c.tick();
            return c;
        }

        Clock fork(Clock parent) {
            Clock child = newThread();
            child.join(parent);
            parent.tick();
            return child;
        }

        /** A release or volatile write: the variable's clock takes the thread's, which moves on. */
        void send(Clock thread, Clock sync) {
            sync.join(thread);
            thread.tick();
        }

        void receive(Clock thread, Clock sync) {
            thread.join(sync);
        }

        boolean racy(Clock t, Location x, boolean write) {
            if (x.writer >= 0 && x.writer != t.owner && x.writeTime > t.get(x.writer)) {
                return true;
            }
            if (write) {
                for (Map.Entry<Integer, Integer> r : x.reads.entrySet()) {
                    if (r.getKey() != t.owner && r.getValue() > t.get(r.getKey())) {
                        return true;
                    }
                }
            }
            return false;
        }

        void perform(Clock t, Location x, boolean write) {
            if (write) {
                x.writer = t.owner;
                x.writeTime = t.get(t.owner);
                x.reads.clear();
            } else {
                x.reads.put(t.owner, t.get(t.owner));
            }
        }

        static final class Clock {
            final int owner;
            private int[] entries = new int[8];

            Clock(int owner) {
                this.owner = owner;
            }

            int get(int thread) {
                return thread < entries.length ? entries[thread] : 0;
            }

            void tick() {
                grow(owner);
                entries[owner]++;
            }

            void join(Clock other) {
                if (other.entries.length > entries.length) {
                    entries = Arrays.copyOf(entries, other.entries.length);
                }
                for (int i = 0; i < other.entries.length; i++) {
                    entries[i] = Math.max(entries[i], other.entries[i]);
                }
            }

            private void grow(int index) {
                if (index >= entries.length) {
                    entries = Arrays.copyOf(entries, Math.max(index + 1, entries.length * 2));
                }
            }
        }

        static final class Location {
            int writer = -1;
            int writeTime;
            final Map<Integer, Integer> reads = new HashMap<>();
        }
    }
}

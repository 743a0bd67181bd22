package org.goldilocks.oracle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceValidator;

/**
 * Random well-formed traces, generated directly as an interleaving: at each step one running
 * thread performs an action that is possible now (it never waits for a lock someone else holds).
 * Biases towards both racy and race-free accesses: each variable has a guard lock, and a thread
 * holding locks mostly touches the variables they guard; fork, join and volatiles add more order.
 * A {@link Mix} adds the events of the hybrid engine (java.util.concurrent locks, wait and notify,
 * channels, class initialization) and, with {@link Mix#lowNesting}, sweeps: one variable accessed
 * under several locks in turn; without one ({@link Mix#NONE}) the traces are exactly those of
 * before the mix existed, draw for draw.
 */
public final class RandomTraceGenerator {
    private final Random random;
    private final Mix mix;
    private final int maxThreads;
    private final int length;
    private final String[] vars;
    private final String[] locks;
    private final String[] volatiles;
    private final String[] jlocks;
    private final String[] channels;
    private final String[] classes;

    private final List<Th> threads = new ArrayList<>();
    private final Map<String, Th> lockOwner = new HashMap<>();
    private final Map<String, int[]> waitCounts = new HashMap<>();
    private final Map<String, Th> jlockWriter = new HashMap<>();
    private final Map<String, Map<Th, Integer>> jlockReaders = new HashMap<>();
    private final Set<String> initialized = new HashSet<>();
    private final List<TraceEvent> events = new ArrayList<>();

    private static final class Th {
        final String name;
        boolean ended;
        /** Locks held, innermost last; a re-entrant acquire appears twice. */
        final List<String> held = new ArrayList<>();
        /** java.util.concurrent locks held, innermost last: "x:<lock>" or "s:<lock>". */
        final List<String> heldJ = new ArrayList<>();
        /** The monitor it waits on, or null; how many holds of it the wait released. */
        String waitingOn;
        int waitDepth;

        Th(String name) {
            this.name = name;
        }
    }

    /** Upper bounds of a trace's shape; each trace draws its own values up to them. */
    public record Size(int threads, int events, int variables, int locks, int volatiles) {
        /** Small traces: the bulk of a differential run, quick to check and to shrink. */
        public static final Size SMALL = new Size(4, 35, 3, 2, 2);
        /** Longer traces with more threads and variables: longer histories per variable. */
        public static final Size LARGE = new Size(6, 150, 5, 3, 2);
        /**
         * Many distinct synchronization variables: long chains of distinct locks and volatiles,
         * the shape that makes Goldilocks sets (and partially eager evaluation) large.
         */
        public static final Size MANY_SYNCS = new Size(5, 150, 4, 12, 12);
    }

    /**
     * The hybrid engine's events in a trace: how many java.util.concurrent locks, channels and
     * classes (upper bounds, drawn per trace), whether threads wait and notify, and whether they
     * mostly take a monitor only while holding none and sweep (few locks at once, many locks in
     * turn: the shape the oversized-lockset check of the hybrid engine acts on).
     */
    public record Mix(int jlocks, int channels, int classes, boolean waitNotify, boolean lowNesting) {
        public static final Mix NONE = new Mix(0, 0, 0, false, false);
        /** Every hybrid event. */
        public static final Mix HYBRID = new Mix(2, 2, 2, true, false);
        /** Locks in turn rather than nested, few messages. */
        public static final Mix LOCKS_IN_TURN = new Mix(2, 1, 1, true, true);

        boolean any() {
            return jlocks > 0 || channels > 0 || classes > 0 || waitNotify || lowNesting;
        }
    }

    private RandomTraceGenerator(Random random, Size size, Mix mix) {
        this.random = random;
        this.mix = mix;
        this.maxThreads = 2 + random.nextInt(size.threads() - 1);
        this.length = 6 + random.nextInt(size.events() - 5);
        this.vars = names("x", 1 + random.nextInt(size.variables()));
        this.locks = names("m", 1 + random.nextInt(size.locks()));
        this.volatiles = names("v", 1 + random.nextInt(size.volatiles()));
        this.jlocks = mix.jlocks() == 0 ? new String[0] : names("j", 1 + random.nextInt(mix.jlocks()));
        this.channels = mix.channels() == 0 ? new String[0] : names("c", 1 + random.nextInt(mix.channels()));
        this.classes = mix.classes() == 0 ? new String[0] : names("K", 1 + random.nextInt(mix.classes()));
        threads.add(new Th(TraceValidator.MAIN_THREAD));
    }

    /** A small trace (6 to 35 events, at most 4 threads), lines numbered from 1. */
    public static List<TraceEvent> generate(Random random) {
        return generate(random, Size.SMALL);
    }

    public static List<TraceEvent> generate(Random random, Size size) {
        return generate(random, size, Mix.NONE);
    }

    public static List<TraceEvent> generate(Random random, Size size, Mix mix) {
        return new RandomTraceGenerator(random, size, mix).run();
    }

    private static String[] names(String prefix, int n) {
        String[] names = new String[n];
        for (int i = 0; i < n; i++) {
            names[i] = prefix + i;
        }
        return names;
    }

    private List<TraceEvent> run() {
        Th current = threads.get(0);
        while (events.size() < length) {
            List<Th> running = threads.stream().filter(t -> !t.ended).toList();
            if (running.isEmpty()) {
                break;
            }
            if (current.ended || random.nextInt(10) < 4) { // runs of one thread, then a switch
                current = running.get(random.nextInt(running.size()));
            }
            if (current.waitingOn != null) {
                if (!endWait(current, running)) {
                    break; // every running thread waits on a monitor another waiting thread holds
                }
                continue;
            }
            step(current);
        }
        return events;
    }

    /** A waiting thread ends its wait if its monitor is free (notified if a wake-up is left), else another waiter that can; false if none can. */
    private boolean endWait(Th t, List<Th> running) {
        if (lockOwner.get(t.waitingOn) == null) {
            int[] counts = waitCounts.get(t.waitingOn);
            if (counts[1] > 0 && random.nextInt(4) != 0) {
                counts[1]--;
                wake(t, Op.WAITED, counts);
                return true;
            }
            if (random.nextInt(3) == 0 || running.stream().allMatch(u -> u.waitingOn != null)) {
                wake(t, Op.WOKE, counts);
                return true;
            }
            return true; // stays waiting for now
        }
        if (running.stream().anyMatch(u -> u.waitingOn == null)) {
            return true; // someone else acts next
        }
        for (Th u : running) {
            if (lockOwner.get(u.waitingOn) == null) {
                wake(u, Op.WOKE, waitCounts.get(u.waitingOn));
                return true;
            }
        }
        return false;
    }

    private void wake(Th t, Op op, int[] counts) {
        String m = t.waitingOn;
        counts[0]--;
        counts[1] = Math.min(counts[1], counts[0]);
        for (int i = 0; i < t.waitDepth; i++) {
            t.held.add(m);
        }
        lockOwner.put(m, t);
        t.waitingOn = null;
        emit(t, op, m);
    }

    private void step(Th t) {
        List<String> freeLocks = new ArrayList<>();
        for (String l : locks) {
            Th owner = lockOwner.get(l);
            if (owner == null || owner == t) {
                freeLocks.add(l);
            }
        }
        List<Th> joinable = threads.stream().filter(u -> u.ended && u != t).toList();
        boolean main = t.name.equals(TraceValidator.MAIN_THREAD);
        boolean holdsNothing = t.held.isEmpty() && t.heldJ.isEmpty();
        int fork = threads.size() < maxThreads ? (main ? 4 : 1) : 0;
        int join = joinable.isEmpty() ? 0 : 2;
        int end = main ? 0 : holdsNothing ? 2 : random.nextInt(20) == 0 ? 1 : 0;
        int acquire = freeLocks.isEmpty() ? 0 : 3;
        if (mix.lowNesting() && !t.held.isEmpty() && random.nextInt(6) != 0) {
            acquire = 0; // mostly one monitor at a time
        }
        int release = t.held.isEmpty() ? 0 : 3 + t.held.size();
        int sync = 2;
        int access = 10;
        int waitOrNotify = mix.waitNotify() && !t.held.isEmpty() ? 3 : 0;
        List<String> jAcquirable = mix.jlocks() == 0 ? List.of() : acquirableJlocks(t);
        int jAcquire = jAcquirable.isEmpty() ? 0 : 2;
        int jRelease = t.heldJ.isEmpty() ? 0 : 2 + t.heldJ.size();
        int message = channels.length == 0 ? 0 : 2;
        int init = classes.length == 0 ? 0 : 1;
        int sweep = mix.lowNesting() && t.held.isEmpty() && freeLocks.size() > 1 ? 4 : 0;
        int pick = random.nextInt(fork + join + end + acquire + release + sync + access + waitOrNotify + jAcquire + jRelease + message + init
                + sweep);
        if ((pick -= fork) < 0) {
            Th child = new Th("T" + threads.size());
            threads.add(child);
            emit(t, Op.FORK, child.name);
        } else if ((pick -= join) < 0) {
            emit(t, Op.JOIN, joinable.get(random.nextInt(joinable.size())).name);
        } else if ((pick -= end) < 0) {
            t.ended = true;
            emit(t, Op.END, null);
        } else if ((pick -= acquire) < 0) {
            String l = freeLocks.get(random.nextInt(freeLocks.size()));
            lockOwner.put(l, t);
            t.held.add(l);
            emit(t, Op.ACQ, l);
        } else if ((pick -= release) < 0) {
            // Mostly nested (innermost first), sometimes not: the format allows any order.
            int i = random.nextInt(4) == 0 ? random.nextInt(t.held.size()) : t.held.size() - 1;
            String l = t.held.remove(i);
            if (!t.held.contains(l)) {
                lockOwner.remove(l);
            }
            emit(t, Op.REL, l);
        } else if ((pick -= sync) < 0) {
            emit(t, random.nextBoolean() ? Op.VRD : Op.VWR, volatiles[random.nextInt(volatiles.length)]);
        } else if ((pick -= access) < 0) {
            emit(t, random.nextInt(5) < 2 ? Op.WR : Op.RD, chooseVariable(t));
        } else if ((pick -= waitOrNotify) < 0) {
            waitOrNotify(t);
        } else if ((pick -= jAcquire) < 0) {
            String j = jAcquirable.get(random.nextInt(jAcquirable.size()));
            boolean shared = j.startsWith("s:");
            String lock = j.substring(2);
            if (shared) {
                jlockReaders.computeIfAbsent(lock, k -> new HashMap<>()).merge(t, 1, Integer::sum);
            } else {
                jlockWriter.put(lock, t);
            }
            t.heldJ.add(j);
            emit(t, shared ? Op.RACQ : Op.LACQ, lock);
        } else if ((pick -= jRelease) < 0) {
            String j = t.heldJ.remove(random.nextInt(4) == 0 ? random.nextInt(t.heldJ.size()) : t.heldJ.size() - 1);
            String lock = j.substring(2);
            if (j.startsWith("s:")) {
                Map<Th, Integer> readers = jlockReaders.get(lock);
                if (readers.merge(t, -1, Integer::sum) == 0) {
                    readers.remove(t);
                }
                emit(t, Op.RREL, lock);
            } else {
                if (!t.heldJ.contains(j)) {
                    jlockWriter.remove(lock);
                }
                emit(t, Op.LREL, lock);
            }
        } else if ((pick -= message) < 0) {
            emit(t, random.nextBoolean() ? Op.SEND : Op.RECV, channels[random.nextInt(channels.length)]);
        } else if ((pick -= sweep) < 0) {
            sweep(t, freeLocks);
        } else {
            String k = classes[random.nextInt(classes.length)];
            emit(t, initialized.add(k) ? Op.INITDONE : Op.INITSEEN, k);
        }
    }

    /** One variable accessed under several locks in turn (a list walked node by node under each node's lock). */
    private void sweep(Th t, List<String> freeLocks) {
        String x = vars[random.nextInt(vars.length)];
        List<String> order = new ArrayList<>(freeLocks);
        java.util.Collections.shuffle(order, random);
        int n = Math.min(order.size(), 2 + random.nextInt(3));
        for (int k = 0; k < n; k++) {
            emit(t, Op.ACQ, order.get(k));
            emit(t, random.nextInt(3) == 0 ? Op.WR : Op.RD, x);
            emit(t, Op.REL, order.get(k));
        }
    }

    /** Notify (one or all) on a held monitor, or wait on it (releasing every hold of it). */
    private void waitOrNotify(Th t) {
        String m = t.held.get(random.nextInt(t.held.size()));
        int[] counts = waitCounts.computeIfAbsent(m, k -> new int[2]);
        int choice = random.nextInt(3);
        if (choice == 0 && threads.stream().anyMatch(u -> !u.ended && u != t && u.waitingOn == null)) {
            int depth = 0;
            while (t.held.remove(m)) {
                depth++;
            }
            lockOwner.remove(m);
            t.waitingOn = m;
            t.waitDepth = depth;
            counts[0]++;
            emit(t, Op.WAIT, m);
        } else {
            boolean all = choice == 2;
            if (counts[1] < counts[0]) {
                counts[1] = all ? counts[0] : counts[1] + 1;
            }
            emit(t, all ? Op.NOTIFYALL : Op.NOTIFY, m);
        }
    }

    /** "x:<lock>" (write-lock) or "s:<lock>" (read-lock) entries t may take now without blocking. */
    private List<String> acquirableJlocks(Th t) {
        List<String> result = new ArrayList<>();
        for (String l : jlocks) {
            Th w = jlockWriter.get(l);
            Map<Th, Integer> readers = jlockReaders.getOrDefault(l, Map.of());
            boolean othersRead = readers.keySet().stream().anyMatch(u -> u != t);
            boolean selfReadsOnly = readers.containsKey(t) && w != t;
            if ((w == null || w == t) && !othersRead && !selfReadsOnly) {
                result.add("x:" + l);
            }
            if (w == null || w == t) {
                result.add("s:" + l);
            }
        }
        return result;
    }

    /** Mostly a variable guarded by a held lock (variable i is guarded by lock i mod #locks, and by j-lock i mod #j-locks). */
    private String chooseVariable(Th t) {
        boolean holds = !t.held.isEmpty() || !t.heldJ.isEmpty();
        if (holds && random.nextInt(10) < 8) {
            List<String> guarded = new ArrayList<>();
            for (int i = 0; i < vars.length; i++) {
                if (t.held.contains(locks[i % locks.length])
                        || jlocks.length > 0 && (t.heldJ.contains("x:" + jlocks[i % jlocks.length]) || t.heldJ.contains("s:" + jlocks[i % jlocks.length]))) {
                    guarded.add(vars[i]);
                }
            }
            if (!guarded.isEmpty()) {
                return guarded.get(random.nextInt(guarded.size()));
            }
        }
        return vars[random.nextInt(vars.length)];
    }

    private void emit(Th t, Op op, String argument) {
        events.add(new TraceEvent(events.size() + 1, t.name, op, argument));
    }
}

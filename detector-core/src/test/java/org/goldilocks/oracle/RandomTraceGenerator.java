package org.goldilocks.oracle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.goldilocks.trace.Op;
import org.goldilocks.trace.TraceEvent;
import org.goldilocks.trace.TraceValidator;

/**
 * Random well-formed traces, generated directly as an interleaving: at each step one running
 * thread performs an action that is possible now (it never waits for a lock someone else holds).
 * Biases towards both racy and race-free accesses: each variable has a guard lock, and a thread
 * holding locks mostly touches the variables they guard; fork, join and volatiles add more order.
 */
public final class RandomTraceGenerator {
    private final Random random;
    private final int maxThreads;
    private final int length;
    private final String[] vars;
    private final String[] locks;
    private final String[] volatiles;

    private final List<Th> threads = new ArrayList<>();
    private final Map<String, Th> lockOwner = new HashMap<>();
    private final List<TraceEvent> events = new ArrayList<>();

    private static final class Th {
        final String name;
        boolean ended;
        /** Locks held, innermost last; a re-entrant acquire appears twice. */
        final List<String> held = new ArrayList<>();

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

    private RandomTraceGenerator(Random random, Size size) {
        this.random = random;
        this.maxThreads = 2 + random.nextInt(size.threads() - 1);
        this.length = 6 + random.nextInt(size.events() - 5);
        this.vars = names("x", 1 + random.nextInt(size.variables()));
        this.locks = names("m", 1 + random.nextInt(size.locks()));
        this.volatiles = names("v", 1 + random.nextInt(size.volatiles()));
        threads.add(new Th(TraceValidator.MAIN_THREAD));
    }

    /** A small trace (6 to 35 events, at most 4 threads), lines numbered from 1. */
    public static List<TraceEvent> generate(Random random) {
        return generate(random, Size.SMALL);
    }

    public static List<TraceEvent> generate(Random random, Size size) {
        return new RandomTraceGenerator(random, size).run();
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
            step(current);
        }
        return events;
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
        int fork = threads.size() < maxThreads ? (main ? 4 : 1) : 0;
        int join = joinable.isEmpty() ? 0 : 2;
        int end = main ? 0 : t.held.isEmpty() ? 2 : random.nextInt(20) == 0 ? 1 : 0;
        int acquire = freeLocks.isEmpty() ? 0 : 3;
        int release = t.held.isEmpty() ? 0 : 3 + t.held.size();
        int sync = 2;
        int access = 10;
        int pick = random.nextInt(fork + join + end + acquire + release + sync + access);
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
        } else {
            emit(t, random.nextInt(5) < 2 ? Op.WR : Op.RD, chooseVariable(t));
        }
    }

    /** Mostly a variable guarded by a held lock (variable i is guarded by lock i mod #locks). */
    private String chooseVariable(Th t) {
        if (!t.held.isEmpty() && random.nextInt(10) < 8) {
            List<String> guarded = new ArrayList<>();
            for (int i = 0; i < vars.length; i++) {
                if (t.held.contains(locks[i % locks.length])) {
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

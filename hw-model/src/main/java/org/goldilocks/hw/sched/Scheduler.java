package org.goldilocks.hw.sched;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.goldilocks.hw.machine.MachineEvents;

/**
 * The simulated scheduler: language threads on {@code cores} hardware threads (numbered 0 to
 * cores - 1), so that LARD's {@code Thread} operation and its cost are exercised although Espresso
 * runs each guest thread on a host thread of its own.
 *
 * <p>A thread with something to do runs on the core it has; if it has none, it takes a free core,
 * or else preempts one: preferably a core whose thread is at a switch point (its last action was a
 * synchronization, or it has made {@code quantum} accesses since it was placed), least recently
 * used first; if none is, the least recently used core (the simulation cannot make a real thread
 * wait). Each placement emits {@code Thread(core, thread)}.
 */
public final class Scheduler {
    private static final int FREE = -1;

    private final int quantum;
    private final MachineEvents sink;
    private final int[] occupant;
    private final long[] lastUse;
    private final long[] accessesSincePlaced;
    private final boolean[] atSyncPoint;
    private final Map<Integer, Integer> coreOf = new HashMap<>();
    private long tick;
    private long switches;

    public Scheduler(int cores, int quantum, MachineEvents sink) {
        if (cores <= 0 || quantum <= 0) {
            throw new IllegalArgumentException(cores + " cores, quantum " + quantum);
        }
        this.quantum = quantum;
        this.sink = sink;
        this.occupant = new int[cores];
        this.lastUse = new long[cores];
        this.accessesSincePlaced = new long[cores];
        this.atSyncPoint = new boolean[cores];
        Arrays.fill(occupant, FREE);
    }

    public int cores() {
        return occupant.length;
    }

    /** The core {@code thread} runs on now, placing it first if it has none. */
    public int place(int thread) {
        Integer core = coreOf.get(thread);
        if (core != null) {
            lastUse[core] = ++tick;
            return core;
        }
        int c = freeCore();
        if (c < 0) {
            c = victim();
            coreOf.remove(occupant[c]);
        }
        occupant[c] = thread;
        coreOf.put(thread, c);
        accessesSincePlaced[c] = 0;
        atSyncPoint[c] = false;
        lastUse[c] = ++tick;
        switches++;
        sink.thread(c, thread);
        return c;
    }

    /** {@code thread} made an access (it is on a core). */
    public void accessed(int thread) {
        Integer c = coreOf.get(thread);
        if (c != null) {
            accessesSincePlaced[c]++;
            atSyncPoint[c] = false;
        }
    }

    /** {@code thread} synchronized: a switch point. */
    public void synced(int thread) {
        Integer c = coreOf.get(thread);
        if (c != null) {
            atSyncPoint[c] = true;
        }
    }

    /** {@code thread} ended: its core is free. */
    public void ended(int thread) {
        Integer c = coreOf.remove(thread);
        if (c != null) {
            occupant[c] = FREE;
        }
    }

    /** The core of {@code thread}, or -1. */
    public int coreOf(int thread) {
        return coreOf.getOrDefault(thread, -1);
    }

    /** Placements so far: each one a {@code Thread} operation. */
    public long switches() {
        return switches;
    }

    private int freeCore() {
        for (int c = 0; c < occupant.length; c++) {
            if (occupant[c] == FREE) {
                return c;
            }
        }
        return -1;
    }

    private int victim() {
        int best = -1;
        for (int c = 0; c < occupant.length; c++) {
            boolean switchPoint = atSyncPoint[c] || accessesSincePlaced[c] >= quantum;
            if (switchPoint && (best < 0 || lastUse[c] < lastUse[best])) {
                best = c;
            }
        }
        if (best >= 0) {
            return best;
        }
        for (int c = 0; c < occupant.length; c++) {
            if (best < 0 || lastUse[c] < lastUse[best]) {
                best = c;
            }
        }
        return best;
    }
}

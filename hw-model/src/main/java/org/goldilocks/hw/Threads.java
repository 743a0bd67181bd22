package org.goldilocks.hw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.goldilocks.hw.machine.HwModelException;

/**
 * The VM's threads as the model numbers them: dense language-thread numbers from 1 (0 is the
 * collector), in order of first appearance, and where each is in its life.
 */
final class Threads {
    enum State { FORKED, LIVE, ENDED }

    private final Map<Long, Integer> dense = new HashMap<>();
    private final List<Long> vmIds = new ArrayList<>();
    private final List<State> states = new ArrayList<>();

    Threads() {
        vmIds.add(null); // 0: the collector
        states.add(State.LIVE);
    }

    /** The number of a thread, registering it in {@code state} if new. */
    int number(long vmThread, State ifNew) {
        Integer n = dense.get(vmThread);
        if (n == null) {
            n = vmIds.size();
            dense.put(vmThread, n);
            vmIds.add(vmThread);
            states.add(ifNew);
        }
        return n;
    }

    Integer find(long vmThread) {
        return dense.get(vmThread);
    }

    State state(int n) {
        return states.get(n);
    }

    void set(int n, State s) {
        states.set(n, s);
    }

    long vmId(int n) {
        Long id = vmIds.get(n);
        if (id == null) {
            throw new HwModelException("thread " + n + " is the collector");
        }
        return id;
    }

    /** The live mutators, in number order. */
    int[] liveMutators() {
        int[] out = new int[states.size()];
        int k = 0;
        for (int n = 1; n < states.size(); n++) {
            if (states.get(n) == State.LIVE) {
                out[k++] = n;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    int count() {
        return states.size() - 1;
    }
}

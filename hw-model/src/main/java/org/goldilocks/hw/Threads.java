package org.goldilocks.hw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The VM's threads as the model numbers them: dense language-thread numbers from 1 (0 is the
 * collector), in order of first appearance, and where each is in its life.
 */
final class Threads {
    enum State { FORKED, LIVE, ENDED }

    private final Map<Long, Integer> dense = new HashMap<>();
    private final List<State> states = new ArrayList<>();

    Threads() {
        states.add(State.LIVE); // 0: the collector
    }

    /** The number of a thread, registering it in {@code state} if new. */
    int number(long vmThread, State ifNew) {
        Integer n = dense.get(vmThread);
        if (n == null) {
            n = states.size();
            dense.put(vmThread, n);
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

package org.goldilocks.corpus.racy;

import org.goldilocks.corpus.support.Signal;

/**
 * Races through trivial accessors, which Espresso inlines at the bytecode level (bypassing the
 * getfield/putfield paths): the race is still caught, at the getter's field access.
 */
public class GetterRace {
    private int level;

    int getLevel() {
        return level; // RACE read GetterRace.level
    }

    void setLevel(int level) {
        this.level = level;
    }

    public static void main(String[] args) throws Exception {
        GetterRace p = new GetterRace();
        // Warm up the accessors on main (thread-confined: no race) so they get inlined.
        for (int i = 0; i < 10_000; i++) {
            p.setLevel(p.getLevel() + 1);
        }
        Signal set = new Signal();
        Thread t = Signal.start("setter", () -> {
            p.setLevel(-1);
            set.raise();
        });
        set.await();
        System.out.println(p.getLevel());
        t.join();
    }
}

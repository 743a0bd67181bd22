package org.goldilocks.corpus.racefree;

/** JLS 17.4.4: detecting termination with isAlive() orders the terminated thread's actions. */
public class IsAliveDetectsTermination {
    int result;

    public static void main(String[] args) throws Exception {
        IsAliveDetectsTermination p = new IsAliveDetectsTermination();
        Thread t = new Thread(() -> p.result = 17, "short-lived");
        t.start();
        while (t.isAlive()) {
            Thread.onSpinWait();
        }
        if (p.result != 17) {
            throw new AssertionError(p.result);
        }
    }
}

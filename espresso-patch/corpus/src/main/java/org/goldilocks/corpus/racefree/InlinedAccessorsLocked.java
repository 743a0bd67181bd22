package org.goldilocks.corpus.racefree;

/** Trivial getters/setters (inlined by Espresso at the bytecode level) used under a lock. */
public class InlinedAccessorsLocked {
    private int level;
    private static int statics;

    int getLevel() {
        return level;
    }

    void setLevel(int level) {
        this.level = level;
    }

    static int getStatics() {
        return statics;
    }

    static void setStatics(int v) {
        statics = v;
    }

    public static void main(String[] args) throws Exception {
        InlinedAccessorsLocked p = new InlinedAccessorsLocked();
        Runnable work = () -> {
            for (int i = 0; i < 5000; i++) {
                synchronized (p) {
                    p.setLevel(p.getLevel() + 1);
                    setStatics(getStatics() + 1);
                }
            }
        };
        Thread a = new Thread(work, "a");
        Thread b = new Thread(work, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        if (p.getLevel() != 10000 || getStatics() != 10000) {
            throw new AssertionError();
        }
    }
}

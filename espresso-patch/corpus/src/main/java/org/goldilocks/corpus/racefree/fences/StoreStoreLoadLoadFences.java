package org.goldilocks.corpus.racefree.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Waits;

/**
 * Publication with the narrower fences: {@code VarHandle.storeStoreFence()} before the plain store
 * of a flag, {@code VarHandle.loadLoadFence()} after the plain load of it. They order the writer's
 * stores before the flag and the reader's loads after it, which is all a publication needs.
 */
public class StoreStoreLoadLoadFences {
    int[] table;
    boolean ready;

    public static void main(String[] args) throws Exception {
        StoreStoreLoadLoadFences p = new StoreStoreLoadLoadFences();
        Thread reader = new Thread(() -> {
            long deadline = Waits.deadline();
            while (!p.isReady()) {
                Waits.spin(deadline);
            }
            int sum = 0;
            for (int v : p.table) {
                sum += v;
            }
            if (sum != 4950) {
                throw new AssertionError(sum);
            }
        }, "reader");
        reader.start();
        int[] t = new int[100];
        for (int i = 0; i < t.length; i++) {
            t[i] = i;
        }
        p.table = t;
        p.setReady();
        reader.join();
    }

    void setReady() {
        VarHandle.storeStoreFence();
        ready = true;
    }

    boolean isReady() {
        boolean r = ready;
        VarHandle.loadLoadFence();
        return r;
    }
}

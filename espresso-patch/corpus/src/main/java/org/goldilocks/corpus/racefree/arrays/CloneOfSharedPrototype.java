package org.goldilocks.corpus.racefree.arrays;

import org.goldilocks.corpus.support.Threads;

/**
 * The prototype pattern: threads clone a Cloneable object that main built before starting them and
 * configure their copy. Object.clone reads the prototype's fields (reads never race) and the copy is
 * a fresh object owned by the cloning thread.
 */
public class CloneOfSharedPrototype {
    static final class Settings implements Cloneable {
        int width = 80;
        String theme = "dark";
        int[] margins = {1, 2, 3, 4};

        @Override
        public Settings clone() {
            try {
                Settings s = (Settings) super.clone();
                s.margins = margins.clone();
                return s;
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        int n = Threads.count(args, 4);
        Settings prototype = new Settings();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            int id = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 50; round++) {
                    Settings mine = prototype.clone();
                    mine.width += id;
                    mine.margins[0] = id;
                    if (mine.width != 80 + id || !mine.theme.equals("dark") || mine.margins[3] != 4) {
                        throw new AssertionError("bad clone");
                    }
                }
            }, "user-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        if (prototype.width != 80 || prototype.margins[0] != 1) {
            throw new AssertionError("prototype changed");
        }
    }
}

package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** Object.clone reads every field of the source object; one was just written by another thread with no happens-before. */
public class ObjectCloneRacesWithFieldWrite {
    static final class Config implements Cloneable {
        int retries = 3;
        String host = "localhost";

        Config copy() {
            try {
                return (Config) super.clone(); // RACE read ObjectCloneRacesWithFieldWrite$Config.retries
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Config cfg = new Config();
        Signal tuned = new Signal();
        Thread t = Signal.start("tuner", () -> {
            cfg.retries = 5;
            tuned.raise();
        });
        tuned.await();
        Config snapshot = cfg.copy();
        t.join();
        if (snapshot.host == null) {
            throw new AssertionError();
        }
    }
}

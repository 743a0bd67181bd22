package org.goldilocks.corpus.racy.reflection;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Signal;

/** A reflective Field.getInt is a data access of the same variable as getfield: it races with another thread's unordered putfield. */
public class ReflectiveReadRacesDirectWrite {
    private int level;

    public static void main(String[] args) throws Exception {
        Field level = ReflectiveReadRacesDirectWrite.class.getDeclaredField("level");
        level.setAccessible(true);
        level.getInt(new ReflectiveReadRacesDirectWrite()); // create the accessor before any thread starts
        ReflectiveReadRacesDirectWrite p = new ReflectiveReadRacesDirectWrite();
        Signal written = new Signal();
        Thread t = Signal.start("writer", () -> {
            p.level = 4;
            written.raise();
        });
        written.await();
        int v = level.getInt(p); // RACE read ReflectiveReadRacesDirectWrite.level
        t.join();
        if (v != 4) {
            throw new AssertionError(v);
        }
    }
}

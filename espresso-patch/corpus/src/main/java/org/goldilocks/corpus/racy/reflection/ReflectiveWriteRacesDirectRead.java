package org.goldilocks.corpus.racy.reflection;

import java.lang.reflect.Field;

import org.goldilocks.corpus.support.Signal;

/** A reflective Field.set is a data write of the field: it races with another thread's earlier, unordered getfield. */
public class ReflectiveWriteRacesDirectRead {
    private String name = "initial";

    public static void main(String[] args) throws Exception {
        Field name = ReflectiveWriteRacesDirectRead.class.getDeclaredField("name");
        name.setAccessible(true);
        name.set(new ReflectiveWriteRacesDirectRead(), "warm"); // create the accessor before any thread starts
        ReflectiveWriteRacesDirectRead p = new ReflectiveWriteRacesDirectRead();
        int[] length = new int[1];
        Signal read = new Signal();
        Thread t = Signal.start("reader", () -> {
            length[0] = p.name.length();
            read.raise();
        });
        read.await();
        name.set(p, "changed"); // RACE write ReflectiveWriteRacesDirectRead.name
        t.join();
    }
}

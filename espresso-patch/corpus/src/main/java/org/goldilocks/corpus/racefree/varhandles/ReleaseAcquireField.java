package org.goldilocks.corpus.racefree.varhandles;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Publication with VarHandle setRelease / getAcquire on a reference field: a release write
 * happens-before an acquire read that observes it (Lea, "Using JDK 9 Memory Order Modes"), so the
 * node's plain fields, written before setRelease, are visible after getAcquire returns it.
 */
public class ReleaseAcquireField {
    private static final VarHandle LATEST;

    static {
        try {
            LATEST = MethodHandles.lookup().findVarHandle(ReleaseAcquireField.class, "latest", Node.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    static final class Node {
        int version;
        String payload;
    }

    Node latest;

    public static void main(String[] args) throws Exception {
        ReleaseAcquireField p = new ReleaseAcquireField();
        int n = Threads.count(args, 4);
        int versions = 200;
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                int last = 0;
                long deadline = Waits.deadline();
                while (last < versions) {
                    Waits.spin(deadline);
                    Node node = (Node) LATEST.getAcquire(p);
                    if (node == null) {
                        continue;
                    }
                    if (node.version < last || !node.payload.equals("v" + node.version)) {
                        throw new AssertionError("torn node " + node.version);
                    }
                    last = node.version;
                }
            }, "reader-" + i);
            readers[i].start();
        }
        Thread writer = new Thread(() -> {
            for (int v = 1; v <= versions; v++) {
                Node node = new Node();
                node.version = v;
                node.payload = "v" + v;
                LATEST.setRelease(p, node);
            }
        }, "writer");
        writer.start();
        writer.join();
        for (Thread t : readers) {
            t.join();
        }
    }
}

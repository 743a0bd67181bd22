package org.goldilocks.corpus.racefree.fences;

import java.lang.invoke.VarHandle;

import org.goldilocks.corpus.support.Threads;
import org.goldilocks.corpus.support.Waits;

/**
 * Publication through a plain field ordered by fences, the shape of LMAX Disruptor 4's
 * {@code Sequence.set/get}: the writer's plain store right after {@code VarHandle.releaseFence()},
 * the readers' plain load right before {@code VarHandle.acquireFence()}. A reader that sees a node
 * sees the fields written before the release fence (docs/semantics.md, "Fences").
 */
public class ReleaseAcquireFences {
    static final class Node {
        int version;
        String payload;
    }

    Node latest;

    void publish(Node node) {
        VarHandle.releaseFence();
        latest = node;
    }

    Node observe() {
        Node node = latest;
        VarHandle.acquireFence();
        return node;
    }

    public static void main(String[] args) throws Exception {
        ReleaseAcquireFences p = new ReleaseAcquireFences();
        int n = Threads.count(args, 4);
        int versions = 200;
        Thread[] readers = new Thread[n - 1];
        for (int i = 0; i < readers.length; i++) {
            readers[i] = new Thread(() -> {
                int last = 0;
                long deadline = Waits.deadline();
                while (last < versions) {
                    Waits.spin(deadline);
                    Node node = p.observe();
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
                p.publish(node);
            }
        }, "writer");
        writer.start();
        writer.join();
        for (Thread r : readers) {
            r.join();
        }
    }
}

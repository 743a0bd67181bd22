package org.goldilocks.corpus.launcher;

/**
 * A tiny method (three field accesses, no call: what Espresso calls trivial and Truffle inlines
 * outside its budget) on an object two threads share under a lock, called until its callers are
 * compiled with the detector's slow paths in: the shape of LinkedBlockingQueue.enqueue that made
 * Truffle print "Root node of target marked trivial but not trivial after PE" (hooks.Triviality).
 */
public class SharedTrivialCallee {
    static final class Node {
        Node next;
        int value;
    }

    Node last = new Node();

    void enqueue(Node node) {
        last = last.next = node;
    }

    void add(int i) {
        Node n = new Node();
        n.value = i;
        enqueue(n);
    }

    public static void main(String[] args) throws Exception {
        SharedTrivialCallee q = new SharedTrivialCallee();
        int n = Integer.parseInt(args[0]);
        Runnable r = () -> {
            for (int i = 0; i < n; i++) {
                synchronized (q) {
                    q.add(i);
                }
            }
        };
        Thread t = new Thread(r);
        t.start();
        r.run();
        t.join();
        System.out.println(q.last.value >= 0);
    }
}

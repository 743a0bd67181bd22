package org.goldilocks.corpus.racy.arrays;

import org.goldilocks.corpus.support.Signal;

/** A write to a char[] element races with another thread's earlier, unordered read of that element. */
public class ArrayReadThenUnorderedWrite {
    public static void main(String[] args) throws Exception {
        char[] buffer = "hello".toCharArray();
        char[] seen = new char[1];
        Signal read = new Signal();
        Thread reader = Signal.start("reader", () -> {
            seen[0] = buffer[0];
            read.raise();
        });
        read.await();
        buffer[0] = 'j'; // RACE write char[][0]
        reader.join();
    }
}

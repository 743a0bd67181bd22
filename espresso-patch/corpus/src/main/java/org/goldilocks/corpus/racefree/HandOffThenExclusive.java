package org.goldilocks.corpus.racefree;

/** An object built by one thread, handed over through join, then used exclusively by another. */
public class HandOffThenExclusive {
    static final class Buffer {
        final StringBuilder text = new StringBuilder();
        int edits;
    }

    public static void main(String[] args) throws Exception {
        Buffer[] box = new Buffer[1];
        Thread builder = new Thread(() -> {
            Buffer b = new Buffer();
            b.text.append("draft");
            b.edits = 1;
            box[0] = b;
        }, "builder");
        builder.start();
        builder.join();
        Buffer b = box[0];
        Thread editor = new Thread(() -> {
            for (int i = 0; i < 100; i++) {
                b.text.append('!');
                b.edits++;
            }
        }, "editor");
        editor.start();
        editor.join();
        if (b.edits != 101) {
            throw new AssertionError(b.edits);
        }
    }
}

package org.goldilocks.corpus.racefree.misc;

import java.util.Arrays;

import org.goldilocks.corpus.support.StartGate;
import org.goldilocks.corpus.support.Threads;

/**
 * Threads released together look up Unicode character names (Character.getName, codePointOf).
 * The JDK caches the parsed name table racily in a static SoftReference (CharacterName): benign by
 * design (the table is immutable, any thread that misses the cache builds an equal one), never a
 * race of the program.
 */
public class CharacterNamesLookedUpConcurrently {
    public static void main(String[] args) throws Exception {
        StartGate go = new StartGate();
        Thread[] ts = new Thread[Threads.count(args, 4)];
        String[] names = new String[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                go.await();
                names[me] = Character.getName('A') + "/" + Character.getName(0x1F600) + "/" + Character.codePointOf("GREEK SMALL LETTER ALPHA");
            }, "lookup-" + i);
            ts[i].start();
        }
        go.open();
        for (Thread t : ts) {
            t.join();
        }
        for (String n : names) {
            if (!n.equals("LATIN CAPITAL LETTER A/GRINNING FACE/945")) {
                throw new AssertionError(Arrays.toString(names));
            }
        }
    }
}

package org.goldilocks.corpus.racefree.misc;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.UUID;

import org.goldilocks.corpus.support.Threads;

/**
 * Threads that each get their own MessageDigest (and name-based UUIDs, which do the same inside).
 * The JCA's shared Provider.Service caches its registration check and the implementation's
 * constructor racily (benign by design in the JDK); the digests themselves are thread-confined.
 */
public class SecurityServicesShared {
    public static void main(String[] args) throws Exception {
        byte[] input = "goldilocks".getBytes(StandardCharsets.UTF_8);
        Thread[] ts = new Thread[Threads.count(args, 4)];
        String[] results = new String[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                try {
                    String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(input));
                    String md5 = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(input));
                    results[me] = sha + md5 + UUID.nameUUIDFromBytes(input);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, "hasher-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String r : results) {
            if (!r.equals(results[0])) {
                throw new AssertionError(Arrays.toString(results));
            }
        }
    }
}

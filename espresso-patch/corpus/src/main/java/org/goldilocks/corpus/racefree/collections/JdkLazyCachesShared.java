package org.goldilocks.corpus.racefree.collections;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.TimeUnit;

import org.goldilocks.corpus.support.Threads;

/**
 * Read-only use of shared JDK objects built before the threads start, through methods that fill a
 * racy cache inside the object (collection views, hash and string caches, Formatter's decimal
 * symbols, a TimeZone's ZoneId): benign by design in the JDK, never a race of the program.
 */
public class JdkLazyCachesShared {
    public static void main(String[] args) throws Exception {
        Map<String, Integer> base = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>(base);
        TreeMap<String, Integer> tree = new TreeMap<>(base);
        LinkedHashMap<String, Integer> linked = new LinkedHashMap<>(base);
        HashMap<String, Integer> hash = new HashMap<>(base);
        Map<String, Integer> unmodifiable = Collections.unmodifiableMap(hash);
        EnumMap<TimeUnit, String> enums = new EnumMap<>(Map.of(TimeUnit.SECONDS, "s", TimeUnit.MINUTES, "m"));
        ConcurrentSkipListMap<String, Integer> skip = new ConcurrentSkipListMap<>(base);
        BigDecimal decimal = new BigDecimal("12345.678");
        BigInteger integer = new BigInteger("123456789012345678901234567890");
        Path path = Path.of("/tmp/goldilocks/x/y");

        Thread[] ts = new Thread[Threads.count(args, 4)];
        long[] sums = new long[ts.length];
        for (int i = 0; i < ts.length; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                long s = 0;
                s += chm.keySet().size() + chm.values().size() + chm.entrySet().size();
                s += tree.entrySet().size() + tree.navigableKeySet().size() + tree.keySet().size() + tree.values().size()
                                + tree.descendingMap().size();
                s += linked.entrySet().size() + linked.keySet().size() + linked.values().size();
                s += hash.entrySet().size() + hash.keySet().size() + hash.values().size();
                s += unmodifiable.entrySet().size() + unmodifiable.keySet().size() + unmodifiable.values().size();
                s += enums.entrySet().size() + enums.keySet().size() + enums.values().size();
                s += skip.keySet().size() + skip.values().size() + skip.entrySet().size() + skip.descendingMap().size();
                s += String.format("%d %s %.2f", 5, "x", 1.5).length();
                s += LocalDateTime.now().getYear() > 2000 ? 1 : 0;
                s += decimal.toString().length();
                s += integer.bitLength() + integer.bitCount() + integer.getLowestSetBit();
                s += path.hashCode() != 0 ? 1 : 0;
                sums[me] = s;
            }, "reader-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (long s : sums) {
            if (s != sums[0]) {
                throw new AssertionError(java.util.Arrays.toString(sums));
            }
        }
    }
}

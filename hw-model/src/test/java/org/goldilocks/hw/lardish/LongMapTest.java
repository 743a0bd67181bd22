package org.goldilocks.hw.lardish;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

class LongMapTest {
    @Test
    void behavesLikeAHashMapUnderRandomPutsAndRemoves() {
        Random r = new Random(7);
        LongMap<Integer> map = new LongMap<>();
        Map<Long, Integer> reference = new HashMap<>();
        for (int i = 0; i < 200_000; i++) {
            long key = r.nextInt(3000) - 1000L + (r.nextBoolean() ? 0 : (1L << 40)); // clustered and far keys
            switch (r.nextInt(3)) {
                case 0 -> assertEquals(reference.put(key, i), map.put(key, i));
                case 1 -> assertEquals(reference.remove(key), map.remove(key));
                default -> assertEquals(reference.get(key), map.get(key));
            }
            assertEquals(reference.size(), map.size());
        }
        for (Map.Entry<Long, Integer> e : reference.entrySet()) {
            assertEquals(e.getValue(), map.get(e.getKey()));
        }
    }
}

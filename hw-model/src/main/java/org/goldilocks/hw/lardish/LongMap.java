package org.goldilocks.hw.lardish;

/**
 * An open-addressing map from long keys (line numbers) to values, with linear probing and
 * backward-shift deletion: the line tables are looked up on every access of every detector, and a
 * {@code HashMap<Long, ...>} (a boxed key and a node per entry) was a third of the model's time.
 */
final class LongMap<V> {
    private static final long EMPTY = Long.MIN_VALUE;

    private long[] keys;
    private Object[] values;
    private int size;

    LongMap() {
        keys = new long[16];
        values = new Object[16];
        java.util.Arrays.fill(keys, EMPTY);
    }

    @SuppressWarnings("unchecked")
    V get(long key) {
        int mask = keys.length - 1;
        for (int i = index(key, mask); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return (V) values[i];
            }
            if (k == EMPTY) {
                return null;
            }
        }
    }

    /** Inserts or replaces; returns the previous value or null. */
    @SuppressWarnings("unchecked")
    V put(long key, V value) {
        if (key == EMPTY) {
            throw new IllegalArgumentException("reserved key");
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = index(key, mask);
        while (keys[i] != EMPTY && keys[i] != key) {
            i = (i + 1) & mask;
        }
        V old = (V) values[i];
        if (keys[i] == EMPTY) {
            keys[i] = key;
            size++;
        }
        values[i] = value;
        return old;
    }

    @SuppressWarnings("unchecked")
    V remove(long key) {
        int mask = keys.length - 1;
        int i = index(key, mask);
        while (keys[i] != key) {
            if (keys[i] == EMPTY) {
                return null;
            }
            i = (i + 1) & mask;
        }
        V old = (V) values[i];
        // backward shift: move later entries of the probe run into the hole
        int hole = i;
        for (int j = (i + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = index(keys[j], mask);
            boolean movable = hole <= j ? (home <= hole || home > j) : (home <= hole && home > j);
            if (movable) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = EMPTY;
        values[hole] = null;
        size--;
        return old;
    }

    int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    private void grow() {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new Object[oldKeys.length * 2];
        java.util.Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], (V) oldValues[i]);
            }
        }
    }

    private static int index(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}

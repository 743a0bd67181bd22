package org.goldilocks.vm.hooks;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;

/**
 * Espresso's table of interned guest strings (patched {@code StringTable.interned}), holding them
 * weakly as HotSpot's string table does: upstream's {@code ConcurrentHashMap} kept every string ever
 * interned, so a program interning ever new names (a lambda's hidden class name per fresh class
 * loader, for one) grew without bound, and with detection on, the shadow state of each string's bytes
 * grew with it (docs/design.md, "Modules"; docs/results.md, "Soak run"). While a string is referenced its
 * entry stays and interning an equal string returns it (JLS 3.10.5); once nothing references it, no
 * one can tell whether a later equal string is the same object, so a new one may take its place.
 * Same signature as the map it replaces, so upstream's calls are unchanged.
 */
public final class WeakInternTable<V> {
    private final ConcurrentHashMap<String, Entry<V>> map = new ConcurrentHashMap<>();
    private final ReferenceQueue<V> collected = new ReferenceQueue<>();

    /** A value held weakly, with its key, so a collected one's entry can be removed. */
    private static final class Entry<V> extends WeakReference<V> {
        final String key;

        Entry(String key, V value, ReferenceQueue<V> queue) {
            super(value, queue);
            this.key = key;
        }
    }

    /** The value interned for {@code key}, making it with {@code make} if there is none alive. */
    @TruffleBoundary
    public V computeIfAbsent(String key, Function<String, V> make) {
        removeCollected();
        while (true) {
            Entry<V> old = map.get(key);
            V value = old == null ? null : old.get();
            if (value != null) {
                return value;
            }
            V made = make.apply(key);
            Entry<V> entry = new Entry<>(key, made, collected);
            if (old == null ? map.putIfAbsent(key, entry) == null : map.replace(key, old, entry)) {
                return made;
            }
            // Another thread interned the key first: take its value on the next turn.
        }
    }

    private void removeCollected() {
        for (Object ref; (ref = collected.poll()) != null;) {
            @SuppressWarnings("unchecked")
            Entry<V> entry = (Entry<V>) ref;
            map.remove(entry.key, entry); // only if not already replaced by a live one
        }
    }
}

package org.goldilocks.hw.heap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The allocated objects, by id and in address order (collectors walk the heap in address order). */
final class ObjectTable {
    private final Map<Long, HeapObject> byId = new HashMap<>();
    private final TreeMap<Long, HeapObject> byAddress = new TreeMap<>();

    HeapObject get(long id) {
        return byId.get(id);
    }

    void add(HeapObject o) {
        byId.put(o.id(), o);
        byAddress.put(o.address(), o);
    }

    void remove(HeapObject o) {
        byId.remove(o.id());
        byAddress.remove(o.address());
    }

    void move(HeapObject o, long newAddress) {
        byAddress.remove(o.address());
        o.moveTo(newAddress);
        byAddress.put(newAddress, o);
    }

    /** A snapshot in address order. */
    List<HeapObject> inAddressOrder() {
        return new ArrayList<>(byAddress.values());
    }

    int size() {
        return byId.size();
    }
}

package org.goldilocks.vm.hw;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Iterator;

import org.goldilocks.hw.HwModel;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * The model's name for each guest object it has seen (a counter, 0 and up) and the report of its
 * death: an identity-keyed weak map whose references, once the host GC clears them, come back on a
 * queue and become {@link HwModel#unreachable} (§4.3: the collector may reuse the cell only then).
 * The map never keeps an object alive. Every method runs under the model's lock.
 */
final class ObjectIds {
    private final HwModel model;
    private final ReferenceQueue<StaticObject> queue = new ReferenceQueue<>();
    private final HashMap<Key, Key> keys = new HashMap<>();
    private long next;

    ObjectIds(HwModel model) {
        this.model = model;
        model.reachabilityProbe(this::beforeCollection);
    }

    /** A weak reference that is also its own map key: equal to another for the same live object. */
    private static final class Key extends WeakReference<StaticObject> {
        final int hash;
        final long id;
        /** Its death was reported (it may still come back on the queue). */
        boolean reported;

        Key(StaticObject obj, ReferenceQueue<StaticObject> queue, long id) {
            super(obj, queue);
            this.hash = System.identityHashCode(obj);
            this.id = id;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Key k) || k.hash != hash) {
                return false;
            }
            StaticObject mine = get();
            return mine != null && mine == k.get();
        }
    }

    /** The object's id, or -1 if the model has not seen it. */
    long find(StaticObject obj) {
        Key probe = new Key(obj, null, -1);
        Key k = keys.get(probe);
        probe.clear();
        return k == null ? -1 : k.id;
    }

    /** A new object: allocated in the model by {@code thread}. */
    long allocate(long thread, StaticObject obj, boolean statics) {
        drain();
        long id = next++;
        Key k = new Key(obj, queue, id);
        keys.put(k, k);
        model.allocate(thread, id, Layout.payloadBytes(obj, statics));
        return id;
    }

    /** The object's id, allocating it now by {@code thread} if it was never seen (boot objects, host allocations). */
    long idOf(long thread, StaticObject obj, boolean statics) {
        long id = find(obj);
        return id >= 0 ? id : allocate(thread, obj, statics);
    }

    /** Reports the objects the host GC has found unreachable and enqueued. */
    private void drain() {
        for (Reference<? extends StaticObject> r; (r = queue.poll()) != null;) {
            died((Key) r);
        }
    }

    private void died(Key k) {
        if (!k.reported) {
            k.reported = true;
            keys.remove(k);
            model.unreachable(k.id);
        }
    }

    /**
     * Before a simulated collection (model lock held, allocating thread): the host collects first,
     * so that the simulated collector frees every object the program can no longer reach (the
     * liveness it would find by tracing, §4.3); the cleared references are taken at once rather
     * than when the host's reference handler gets to enqueue them.
     */
    private void beforeCollection() {
        drain();
        System.gc();
        for (Iterator<Key> i = keys.keySet().iterator(); i.hasNext();) {
            Key k = i.next();
            if (k.get() == null && !k.reported) {
                k.reported = true;
                i.remove();
                model.unreachable(k.id);
            }
        }
    }
}

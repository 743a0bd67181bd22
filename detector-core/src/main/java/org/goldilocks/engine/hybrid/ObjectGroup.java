package org.goldilocks.engine.hybrid;

/**
 * The thread-locality state of one object (sec. 6.3), shared by the variables of the object (its
 * fields, an array's elements, a class's static fields): the first thread to touch the object owns
 * it, and its accesses are not recorded until a second thread touches the object; from then on
 * every access to it is.
 */
final class ObjectGroup {
    private static final Object SHARED = new Object();
    /** null: untouched; a {@link HybridThread}: local to it; {@link #SHARED}. */
    private volatile Object owner;

    /** Is the object still local to {@code t} (claiming it if untouched)? False once a second thread touched it. */
    boolean local(HybridThread t) {
        Object o = owner;
        if (o == t) {
            return true;
        }
        return o != SHARED && claim(t);
    }

    private synchronized boolean claim(HybridThread t) {
        if (owner == null) {
            owner = t;
            return true;
        }
        if (owner == t) {
            return true;
        }
        owner = SHARED;
        return false;
    }
}

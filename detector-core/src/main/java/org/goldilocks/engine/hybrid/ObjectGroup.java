package org.goldilocks.engine.hybrid;

/**
 * The thread-locality state of one object (sec. 6.3), shared by the variables of the object (its
 * fields, an array's elements, a class's static fields): the first thread to touch the object owns
 * it, and its accesses are not recorded until a second thread touches the object; from then on
 * every access to it is.
 */
final class ObjectGroup {
    /** The first thread to touch the object; never changes once set. */
    private volatile HybridThread owner;
    private volatile boolean shared;

    /** Is the object still local to {@code t} (claiming it if untouched)? False once a second thread touched it. */
    boolean local(HybridThread t) {
        if (shared) {
            return false;
        }
        return owner == t || claim(t);
    }

    private synchronized boolean claim(HybridThread t) {
        if (owner == null) {
            owner = t;
            return true;
        }
        if (owner == t && !shared) {
            return true;
        }
        shared = true;
        return false;
    }

    /** The first thread that touched the object (null if none did). */
    HybridThread owner() {
        return owner;
    }
}

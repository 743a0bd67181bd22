package org.goldilocks.engine.hybrid;

import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The thread-locality state of one object (sec. 6.3), shared by the variables of the object (its
 * fields, an array's elements, a class's static fields): the first thread to touch the object owns
 * it, and its accesses are not recorded until a second thread touches the object; from then on
 * every access to it is.
 *
 * <p>While the object is local, its owner's accesses only note how they touched each variable, and
 * a variable the owner has already touched that way lets it skip the engine in any epoch (its
 * fast-path word, {@link SimpleVariable#access}). The second thread's first touch ends that: under
 * this monitor it announces the change ({@link #closing}), clears the words of every member, and
 * only then marks the object shared. An owner that set a word meanwhile sees the announcement after
 * a full fence and clears its word itself (Dekker: one of the two clears it). An owner access that
 * skips on a word not yet cleared is not ordered after the clear, nor after anything its thread
 * learns from the shared mark (written after the clear), so it counts as an access made while local:
 * its touch was noted when the word was set.
 */
final class ObjectGroup {
    /** Variables past this many (elements of large arrays) get no local words: the clear stays short. */
    static final int MAX_MEMBERS = 64;

    /** The first thread to touch the object; never changes once set. */
    private volatile HybridThread owner;
    /** A second thread touched the object: its owner sets no more local words. Set before the clear. */
    private volatile boolean closing;
    /** Set after the clear: every access is recorded from now on. */
    private volatile boolean shared;
    /** The variables whose local words a clear must reach (the first {@link #size}); null once shared. Guarded by this. */
    private SimpleVariable[] members = new SimpleVariable[2];
    private int size;

    /** Is the object still local to {@code t} (claiming it if untouched)? False once a second thread touched it. */
    boolean local(HybridThread t) {
        if (shared) {
            return false;
        }
        return owner == t && !closing || claim(t);
    }

    private synchronized boolean claim(HybridThread t) {
        if (owner == null) {
            owner = t;
            return true;
        }
        if (owner == t && !shared) {
            return true;
        }
        if (!shared) {
            closing = true;
            VarHandle.fullFence(); // the announcement before the clear (pairs with SimpleVariable.setLocalWord's fence)
            for (int i = 0; i < size; i++) {
                members[i].clearWords();
            }
            members = null;
            shared = true;
        }
        return false;
    }

    /** Registers a new variable of the object; false if it can have no local words (too many, or already shared). */
    synchronized boolean admit(SimpleVariable v) {
        if (members == null || size == MAX_MEMBERS) {
            return false;
        }
        if (size == members.length) {
            members = Arrays.copyOf(members, 2 * size);
        }
        members[size++] = v;
        return true;
    }

    /** Has a second thread touched the object (or begun to)? */
    boolean closing() {
        return closing;
    }

    /** The first thread that touched the object (null if none did). */
    HybridThread owner() {
        return owner;
    }
}

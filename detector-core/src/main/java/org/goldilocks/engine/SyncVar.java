package org.goldilocks.engine;

import java.lang.ref.Reference;

/**
 * A synchronization variable: a monitor (lock), a volatile variable, or a class-initialization
 * variable. Identity is what matters; engines subclass it to hang their own state on it
 * (FastTrack: a vector clock). Created only through {@link Engine#newSyncVar(Object)}.
 *
 * <p>A runtime that describes a variable with a {@link Reference} to what it belongs to (an
 * object's monitor or volatile field: the object) says that once that reference is cleared, the
 * program can no longer reach the variable, so no event on it will ever come: an engine may then
 * forget it wherever it only stands for future events (docs/engine.md, "Thread churn").
 */
public abstract class SyncVar {
    private final Object description;

    protected SyncVar(Object description) {
        this.description = description;
    }

    /** What the runtime said this variable is (a lock's object, a volatile field's name...), for reports. */
    public final Object description() {
        return description;
    }

    /** Has the runtime's description reference been cleared: can the program never use this variable again? */
    public final boolean unreachable() {
        return description instanceof Reference<?> r && r.refersTo(null);
    }

    @Override
    public String toString() {
        return String.valueOf(description);
    }
}

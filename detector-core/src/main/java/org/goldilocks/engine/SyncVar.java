package org.goldilocks.engine;

/**
 * A synchronization variable: a monitor (lock), a volatile variable, or a class-initialization
 * variable. Identity is what matters; engines subclass it to hang their own state on it
 * (FastTrack: a vector clock). Created only through {@link Engine#newSyncVar(Object)}.
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

    @Override
    public String toString() {
        return String.valueOf(description);
    }
}

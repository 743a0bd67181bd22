package org.goldilocks.engine;

/**
 * One epoch of one thread as an object ({@link ThreadState#epochToken()}), so that a runtime can tag
 * objects with it and recognize the tag with one reference compare. Each token has an
 * {@linkplain #escaped() escaped twin}: the same epoch of the same thread, for a tagged object
 * whose reference has since been stored somewhere another thread could load it from. A runtime
 * that tags objects at allocation can so tell, later and in any epoch, that an object is still
 * reachable only from its allocating thread's own stack (the VM's final-field freeze needs that).
 */
public final class EpochToken {
    /** The thread's {@link ThreadState#firstWord()}: slots are recycled, first words are not. */
    private final long thread;
    /** The escaped twin; null in the twin itself. */
    private final EpochToken escaped;

    EpochToken(long thread) {
        this.thread = thread;
        this.escaped = new EpochToken(thread, null);
    }

    private EpochToken(long thread, EpochToken escaped) {
        this.thread = thread;
        this.escaped = escaped;
    }

    /** Is this the escaped twin? */
    public boolean hasEscaped() {
        return escaped == null;
    }

    /** The same epoch, escaped (this token itself if it is the twin). */
    public EpochToken escaped() {
        return escaped == null ? this : escaped;
    }

    /** Does this token (or its twin) stand for an epoch, any epoch, of {@code thread}? */
    public boolean isOf(ThreadState thread) {
        return this.thread == thread.firstWord();
    }

    /** Is this {@code current} or its escaped twin? */
    public boolean isEpoch(EpochToken current) {
        return this == current || this == current.escaped;
    }
}

package org.goldilocks.engine.goldilocks;

import java.lang.ref.WeakReference;

/**
 * The description of a thread's end variable ({@link GThread#end}): weak, because only a thread
 * that holds the ended thread can join it; once the ended thread is unreachable, so is its end
 * (SyncVar#unreachable), and Goldilocksets forget it.
 */
final class EndOf extends WeakReference<GThread> {
    private final String name;

    EndOf(GThread thread) {
        super(thread);
        this.name = "end of " + thread.name();
    }

    @Override
    public String toString() {
        return name;
    }
}

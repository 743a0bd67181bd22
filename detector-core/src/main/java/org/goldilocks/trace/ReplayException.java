package org.goldilocks.trace;

/** The engine failed (threw) while an event was replayed. */
public final class ReplayException extends RuntimeException {
    private final TraceEvent event;

    /** {@code event} is null when the engine failed before the first event (creating the main thread). */
    public ReplayException(TraceEvent event, RuntimeException cause) {
        super((event == null ? "before the first event" : event.toString()) + ": " + cause, cause);
        this.event = event;
    }

    /** The event being replayed, or null. */
    public TraceEvent event() {
        return event;
    }
}

package org.goldilocks.trace;

import org.goldilocks.engine.Race;

/** The engine's verdict on one access event: the race it found, or null. */
public record AccessVerdict(TraceEvent event, Race race) {
    public boolean racy() {
        return race != null;
    }
}

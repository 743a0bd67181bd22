package org.goldilocks.report;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One race as reported: the variable and the two accesses of its first occurrence, and how many
 * racy accesses were seen at the same pair of source locations ({@link RaceLog} de-duplicates).
 * Everything but the count is immutable.
 */
public final class RaceReport {
    private final int id;
    private final RacyVariable variable;
    private final Access current;
    private final Access earlier;
    private final boolean potential;
    private final AtomicLong count = new AtomicLong(1);

    /**
     * @param id 1, 2, 3... in the order the races were first seen
     * @param current the access that was being checked when the race was found (the later one)
     * @param earlier the access it races with
     */
    public RaceReport(int id, RacyVariable variable, Access current, Access earlier) {
        this(id, variable, current, earlier, false);
    }

    /**
     * @param potential a potential race (the hybrid engine: the two accesses are ordered neither by
     *        a lock both held nor by a message, so another schedule could run them together; this
     *        execution need not have raced)
     */
    public RaceReport(int id, RacyVariable variable, Access current, Access earlier, boolean potential) {
        this.potential = potential;
        this.id = id;
        this.variable = variable;
        this.current = current;
        this.earlier = earlier;
    }

    public int id() {
        return id;
    }

    public RacyVariable variable() {
        return variable;
    }

    public Access current() {
        return current;
    }

    public Access earlier() {
        return earlier;
    }

    /** A potential race (hybrid engine), not a race of this execution. */
    public boolean potential() {
        return potential;
    }

    /** Racy accesses seen at this pair of source locations so far (the first one included). */
    public long count() {
        return count.get();
    }

    void countOne() {
        count.incrementAndGet();
    }

    /** A copy with a new id (the log numbers reports when they are admitted). */
    RaceReport withId(int newId) {
        return new RaceReport(newId, variable, current, earlier, potential);
    }

    @Override
    public String toString() {
        return "#" + id + " " + variable.name() + " " + current.kind().lowerCase() + " at " + current.top()
                        + " / " + earlier.kind().lowerCase() + " at " + earlier.top() + " (" + count() + "x)";
    }
}

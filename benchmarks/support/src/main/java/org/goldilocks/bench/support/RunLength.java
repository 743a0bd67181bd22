package org.goldilocks.bench.support;

import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How long a suite measures: {@code quick} is a smoke test (numbers not meant to be quoted),
 * {@code full} is what docs/results.md reports.
 */
public record RunLength(String name, int forks, int warmupIterations, TimeValue warmupTime,
                        int measurementIterations, TimeValue measurementTime) {

    public ChainedOptionsBuilder applyTo(ChainedOptionsBuilder options) {
        return options.forks(forks)
                        .warmupIterations(warmupIterations).warmupTime(warmupTime)
                        .measurementIterations(measurementIterations).measurementTime(measurementTime);
    }

    /** One line for the report: what JMH was told. */
    public String describe() {
        return String.format("%s run: %d fork(s), %d warmup x %s, %d measurement x %s", name, forks,
                        warmupIterations, warmupTime, measurementIterations, measurementTime);
    }
}

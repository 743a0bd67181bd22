package org.goldilocks.bench.support;

import java.util.Locale;

import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** A JMH primary score with its 99.9% confidence half-width (JMH's "error"), in ns/op. */
public record Score(double value, double error, long samples) {

    public static Score of(RunResult run) {
        Result<?> r = run.getPrimaryResult();
        if (!"ns/op".equals(r.getScoreUnit())) {
            throw new IllegalStateException("expected ns/op, got " + r.getScoreUnit());
        }
        return new Score(r.getScore(), r.getScoreError(), r.getSampleCount());
    }

    /** "12.3 ± 0.4"; the error is NaN (shown as "?") with fewer than two measurement iterations. */
    public String format() {
        return number(value) + " ± " + (Double.isNaN(error) ? "?" : number(error));
    }

    /** This score divided by {@code base}, e.g. "1.07". */
    public String ratioTo(Score base) {
        return String.format(Locale.ROOT, "%.2f", value / base.value);
    }

    /** Three significant digits at most, never scientific notation. */
    static String number(double v) {
        double a = Math.abs(v);
        String pattern = a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, pattern, v);
    }
}

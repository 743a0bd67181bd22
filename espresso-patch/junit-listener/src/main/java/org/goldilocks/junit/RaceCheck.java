package org.goldilocks.junit;

import org.goldilocks.Races;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.opentest4j.AssertionFailedError;

/**
 * Fails a test during which the race-aware VM reported a race, in any thread, with the race
 * report as the failure's message, as {@code go test -race} does. A race is charged to the test
 * running when it is reported: one in a thread that outlived an earlier test fails the test
 * running now. In throw mode the racy thread still gets its DataRaceException; in report mode the
 * program goes on and the test fails all the same.
 *
 * <p>Why a Jupiter extension: a {@code TestExecutionListener} only observes results and cannot
 * change one; an {@link AfterEachCallback} that throws fails its test (after the test's own
 * {@code @AfterEach} methods, so races in them count; a failure of the test's own keeps this one as
 * a suppressed exception). It is registered with no change to the project's code:
 * {@link AutoRegistration} turns on Jupiter's extension autodetection, which finds this class through
 * {@code META-INF/services/org.junit.jupiter.api.extension.Extension}.
 *
 * <p>Runs of tests in parallel (junit.jupiter.execution.parallel.enabled) cannot tell whose a race
 * is: every test running when it is reported fails with it.
 *
 * <p>On any other JVM {@link Races#count()} stays 0 and this does nothing.
 */
public final class RaceCheck implements BeforeEachCallback, AfterEachCallback {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(RaceCheck.class);
    private static final String MARK = "races-before";

    @Override
    public void beforeEach(ExtensionContext context) {
        context.getStore(NAMESPACE).put(MARK, Races.count());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Long mark = context.getStore(NAMESPACE).remove(MARK, Long.class);
        if (mark == null) {
            return;
        }
        long now = Races.count();
        if (now != mark) {
            long n = now - mark;
            throw new AssertionFailedError("goldilocks: " + n + " racy access" + (n == 1 ? "" : "es") + " during this test\n"
                            + Races.reportsSince(mark));
        }
    }
}

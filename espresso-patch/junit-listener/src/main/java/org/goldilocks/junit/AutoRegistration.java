package org.goldilocks.junit;

import org.goldilocks.Races;
import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Registers {@link RaceCheck} with no change to the project's code: a launcher session listener
 * (found by the JUnit Platform through {@code META-INF/services}, as soon as this jar is on the
 * test class path) that, on the race-aware VM, turns on Jupiter's extension autodetection
 * ({@code junit.jupiter.extensions.autodetection.enabled}) unless the project set it itself. Jupiter
 * reads configuration parameters it is not given explicitly from system properties when the tests
 * start running, after the session opened. Autodetection also registers any other extension that
 * the test class path declares through {@code META-INF/services}; a project that does not want
 * that sets the parameter to {@code false} and registers {@link RaceCheck} itself
 * ({@code @ExtendWith(RaceCheck.class)}).
 */
public final class AutoRegistration implements LauncherSessionListener {
    static final String AUTODETECTION = "junit.jupiter.extensions.autodetection.enabled";

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        if (Races.detecting() && System.getProperty(AUTODETECTION) == null) {
            System.setProperty(AUTODETECTION, "true");
        }
    }
}

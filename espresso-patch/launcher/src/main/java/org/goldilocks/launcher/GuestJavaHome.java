package org.goldilocks.launcher;

import java.nio.file.Path;

/**
 * The JDK whose class library the guest runs on: the one bin/goldilocks found ($JAVA_HOME, passed
 * as {@value #PROPERTY}), not the host JVM's own home, which is the build's relinked
 * {@code dist/host-jdk} (see {@code host.HostImage}).
 */
final class GuestJavaHome {
    static final String PROPERTY = "goldilocks.guest.java.home";

    private GuestJavaHome() {
    }

    static Path get() {
        return Path.of(System.getProperty(PROPERTY, System.getProperty("java.home")));
    }
}

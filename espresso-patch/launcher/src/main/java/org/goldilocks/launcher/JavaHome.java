package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * {@code bin/goldilocks --print-java-home}: a directory laid out like a JDK's, for build tools that
 * want a JVM path or a JDK home (Surefire/Failsafe {@code <jvm>}, Gradle's {@code Test.executable},
 * IDE run configurations). Its {@code bin/java} runs the race-aware VM with java's command line
 * ({@link JavaCommandLine}; our own options from {@code $GOLDILOCKS_OPTIONS}, as ThreadSanitizer
 * takes {@code TSAN_OPTIONS}, since the build tool owns the command line); its {@code release}
 * file says the Java version, which Surefire reads to choose how to start the fork. Created in the
 * distribution directory (the build's output) on first use, pointing at this checkout's
 * bin/goldilocks; rewritten atomically, so concurrent first uses do not collide.
 */
final class JavaHome {
    static final String DIR = "java-home";

    private JavaHome() {
    }

    static Path ensure(Path dist, Path script) throws LaunchException {
        Path home = dist.resolve(DIR).toAbsolutePath();
        try {
            Files.createDirectories(home.resolve("bin"));
            String q = "'" + home.toString().replace("'", "'\\''") + "'";
            String java = String.join("\n", List.of(
                            "#!/usr/bin/env bash",
                            "# Written by bin/goldilocks --print-java-home: java's command line on the race-aware VM.",
                            "# Our own options: $GOLDILOCKS_OPTIONS (docs/test-suites.md).",
                            "# Not a JDK for bin/goldilocks to run on (it looks at $JAVA_HOME).",
                            "if [ -n \"${JAVA_HOME:-}\" ] && [ \"$JAVA_HOME\" -ef " + q + " ]; then unset JAVA_HOME; fi",
                            "exec '" + script.toAbsolutePath().toString().replace("'", "'\\''") + "' --as-java \"$@\"", ""));
            write(home.resolve("bin/java"), java, true);
            write(home.resolve("release"), "JAVA_VERSION=\"" + guestJavaVersion() + "\"\nIMPLEMENTOR=\"Goldilocks race-aware VM (Espresso)\"\n", false);
        } catch (IOException e) {
            throw new LaunchException(1, "cannot write the java home " + home + ": " + FileProblem.writing(home, e));
        }
        return home;
    }

    /** The guest JDK's JAVA_VERSION: the program runs on its class library. */
    private static String guestJavaVersion() {
        Path release = GuestJavaHome.get().resolve("release");
        try {
            for (String line : Files.readAllLines(release)) {
                if (line.startsWith("JAVA_VERSION=\"")) {
                    return line.substring("JAVA_VERSION=\"".length(), line.length() - 1);
                }
            }
        } catch (IOException e) {
            // fall back to the running version
        }
        return System.getProperty("java.version");
    }

    private static void write(Path file, String content, boolean executable) throws IOException {
        if (Files.isRegularFile(file) && Files.readString(file, StandardCharsets.UTF_8).equals(content)) {
            return;
        }
        Path tmp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        if (executable) {
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}

package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The host JVM bin/goldilocks starts: the build's relinked JDK (dist/host-jdk) with its AOT cache
 * (dist/host.aot), and the guest on the class library of the JDK the script found (HostImage).
 */
class HostJvmTest {
    private static final String CP = Launcher.CORPUS_CLASSES.toString();
    private static final String PKG = "org.goldilocks.corpus.launcher.";

    /** -XX:AOTMode=on makes HotSpot fail at start-up when it cannot map the cache the script gives. */
    @Test
    void startsFromTheBuildsAotCache() throws Exception {
        assertRunsSilently("-J-XX:AOTMode=on");
    }

    /** A cache made for another object layout is skipped, and HotSpot's warnings about it are not printed. */
    @Test
    void aCacheHotSpotCannotUseIsSkippedWithoutAWord() throws Exception {
        assertRunsSilently("-J-XX:+UseCompactObjectHeaders");
    }

    /** A trivial program run with this host option exits 0 with its own output and nothing on stderr. */
    private static void assertRunsSilently(String hostOption) throws Exception {
        Launcher.Result r = Launcher.run(List.of(hostOption, "-cp", CP, PKG + "EchoArgs", "0"), 300);
        assertEquals(0, r.exitCode(), r::stderr);
        assertEquals("null|0\n", r.stdout());
        assertEquals("", r.stderr());
    }

    /** The guest's JDK is the one the script found (this test's), not the host's relinked image. */
    @Test
    void guestRunsOnTheFoundJdksClassLibrary() throws Exception {
        Launcher.Result r = Launcher.run(List.of("-cp", CP, PKG + "PrintProperties", "java.home", "java.vm.name"), 300);
        assertEquals(0, r.exitCode(), r::stderr);
        List<String> lines = r.stdout().lines().toList();
        assertEquals(System.getProperty("java.home"), lines.get(0));
        assertEquals(2, lines.size(), r.stdout());
    }
}

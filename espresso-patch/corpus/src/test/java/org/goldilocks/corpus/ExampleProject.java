package org.goldilocks.corpus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A copy of a project under examples/ and a local Maven repository for building it offline: the
 * repository this build filled (its entries linked, nothing copied), plus this build's own
 * goldilocks-junit and goldilocks-api as just built (installed here as {@code mvn install} would:
 * jar and pom, parents' poms), so the example resolves them even where the build only ran
 * {@code verify}; and running Maven there, and reading its test reports.
 */
final class ExampleProject {
    static final Path ROOT = Launcher.ROOT;
    private static final String VERSION = "0.1.0-SNAPSHOT";

    private ExampleProject() {
    }

    /** Copies examples/{@code name} into {@code dir}/project (without its target/). */
    static Path copy(String name, Path dir) throws IOException {
        Path from = ROOT.resolve("examples").resolve(name);
        Path to = dir.resolve("project");
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path rel = from.relativize(f);
                if (rel.startsWith("target")) {
                    continue;
                }
                Path target = to.resolve(rel.toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return to;
    }

    /** The local repository for the example's offline build, in {@code dir}/m2. */
    static Path repository(Path dir) throws IOException {
        Path built = Path.of(System.getProperty("goldilocks.m2", System.getProperty("user.home") + "/.m2/repository"));
        Path repo = dir.resolve("m2");
        linkAllBut(built, repo, "org");
        linkAllBut(built.resolve("org"), repo.resolve("org"), "goldilocks");
        install(repo, "goldilocks-parent", ROOT.resolve("pom.xml"), null);
        install(repo, "espresso-patch", ROOT.resolve("espresso-patch/pom.xml"), null);
        install(repo, "goldilocks-api", ROOT.resolve("espresso-patch/guest-api/pom.xml"),
                        ROOT.resolve("espresso-patch/guest-api/target/goldilocks-api-" + VERSION + ".jar"));
        install(repo, "goldilocks-junit", ROOT.resolve("espresso-patch/junit-listener/pom.xml"),
                        ROOT.resolve("espresso-patch/junit-listener/target/goldilocks-junit-" + VERSION + ".jar"));
        return repo;
    }

    private static void linkAllBut(Path from, Path to, String except) throws IOException {
        Files.createDirectories(to);
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(from)) {
            for (Path e : entries) {
                if (!Set.of(except).contains(e.getFileName().toString())) {
                    Files.createSymbolicLink(to.resolve(e.getFileName().toString()), e);
                }
            }
        }
    }

    private static void install(Path repo, String artifact, Path pom, Path jar) throws IOException {
        Path dir = Files.createDirectories(repo.resolve("org/goldilocks").resolve(artifact).resolve(VERSION));
        Files.copy(pom, dir.resolve(artifact + "-" + VERSION + ".pom"));
        if (jar != null) {
            if (!Files.isRegularFile(jar)) {
                throw new IllegalStateException(jar + " is missing: build first (bin/build)");
            }
            Files.copy(jar, dir.resolve(artifact + "-" + VERSION + ".jar"));
        }
    }

    /**
     * Runs Maven's {@code cmd} in {@code project} on this JDK, its output to {@code log};
     * {@code goldilocksOptions} (null: none) for the forked race-aware VMs. Returns the output.
     */
    static String run(Path project, List<String> cmd, Path log, String goldilocksOptions, long timeoutSeconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().put("MAVEN_OPTS", "--sun-misc-unsafe-memory-access=allow");
        pb.environment().remove("GOLDILOCKS_OPTIONS");
        if (goldilocksOptions != null) {
            pb.environment().put("GOLDILOCKS_OPTIONS", goldilocksOptions);
        }
        Process p = pb.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", cmd) + " did not finish:\n" + Files.readString(log, StandardCharsets.UTF_8));
        }
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** Test name to its failure's (or error's) message with the detail text, or to null if it passed: a Surefire or Failsafe report. */
    static Map<String, String> failures(Path xml, String output) throws Exception {
        if (!Files.isRegularFile(xml)) {
            throw new AssertionError(xml + " missing:\n" + output);
        }
        NodeList cases = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile()).getElementsByTagName("testcase");
        Map<String, String> result = new LinkedHashMap<>();
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            NodeList failed = c.getElementsByTagName("failure");
            NodeList errors = c.getElementsByTagName("error");
            Element f = failed.getLength() > 0 ? (Element) failed.item(0) : errors.getLength() > 0 ? (Element) errors.item(0) : null;
            result.put(c.getAttribute("name"), f == null ? null : f.getAttribute("message") + "\n" + f.getTextContent());
        }
        return result;
    }

    /** The Maven command line: offline, batch, with this repository. */
    static List<String> mvn(Path repo, String... args) {
        List<String> cmd = new ArrayList<>(List.of("mvn", "-B", "-ntp", "-o", "-Dmaven.repo.local=" + repo));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** The same, resolving from Maven Central what the repository lacks. */
    static List<String> mvnOnline(Path repo, String... args) {
        List<String> cmd = mvn(repo, args);
        cmd.remove("-o");
        return cmd;
    }

    /** The race-aware VM's {@code bin/java} (what Surefire's {@code <jvm>} gets), from {@code bin/goldilocks --print-java-home}. */
    static Path raceAwareJava() throws IOException, InterruptedException {
        Launcher.Result home = Launcher.run(List.of("--print-java-home"), 120);
        if (home.exitCode() != 0) {
            throw new AssertionError("--print-java-home: exit " + home.exitCode() + "\n" + home.stderr());
        }
        return Path.of(home.stdout().strip(), "bin", "java");
    }
}

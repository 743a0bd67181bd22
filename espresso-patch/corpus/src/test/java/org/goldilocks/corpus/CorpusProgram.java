package org.goldilocks.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One corpus program. Racy programs live in package {@code racy} (or a subpackage) and mark the
 * access that must raise DataRaceException with a {@code // RACE <read|write> <variable>} comment:
 * the access kind and the variable the exception must name ({@code Class.field}, with nested classes
 * as {@code Outer$Inner}, the package of a corpus class left out; {@code int[][3]} for an array
 * element, its identity hash left out). Race-free ones live in {@code racefree} (or a subpackage).
 * Only top-level classes with the file's name are programs.
 */
record CorpusProgram(String className, boolean racy, String sourceFile, int raceLine, String raceKind, String raceVariable) {
    static final Path SOURCES = Path.of(System.getProperty("corpus.sources", "src/main/java")).toAbsolutePath();
    private static final String MARKER = "// RACE";
    private static final Pattern EXPECTATION = Pattern.compile("// RACE (read|write) (\\S+)\\s*$");

    static List<CorpusProgram> all() {
        try (Stream<Path> files = Files.walk(SOURCES.resolve("org/goldilocks/corpus"))) {
            return files.filter(p -> p.toString().endsWith(".java"))
                            .filter(p -> category(p) != null)
                            .sorted()
                            .map(CorpusProgram::of)
                            .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The programs whose own accesses and synchronization reach every hook directly: the top-level
     * racy/racefree packages (fields, monitors, volatiles, threads) and the subpackages for class
     * initialization, arrays, Unsafe, VarHandles and atomics. The library-heavy subpackages
     * (collections, executors, locks...) reach the same hooks through JDK code.
     */
    static List<CorpusProgram> hookSubset() {
        return all().stream().filter(p -> {
            String pkg = p.className().substring(0, p.className().lastIndexOf('.'));
            return pkg.endsWith(".racy") || pkg.endsWith(".racefree") || pkg.endsWith(".classinit") || pkg.endsWith(".arrays")
                            || pkg.endsWith(".unsafe") || pkg.endsWith(".varhandles") || pkg.endsWith(".atomics");
        }).toList();
    }

    /** The rest of the corpus: the library-heavy subpackages (collections, executors, locks, sync...). */
    static List<CorpusProgram> librarySubset() {
        List<CorpusProgram> hooks = hookSubset();
        return all().stream().filter(p -> !hooks.contains(p)).toList();
    }

    /** "racy" or "racefree" for a program's source file, else null. */
    private static String category(Path source) {
        String rel = SOURCES.relativize(source).toString().replace('\\', '/');
        if (rel.startsWith("org/goldilocks/corpus/racy/")) {
            return "racy";
        }
        return rel.startsWith("org/goldilocks/corpus/racefree/") ? "racefree" : null;
    }

    private static CorpusProgram of(Path source) {
        String rel = SOURCES.relativize(source).toString();
        String className = rel.substring(0, rel.length() - ".java".length()).replace('/', '.');
        boolean racy = category(source).equals("racy");
        int line = -1;
        String kind = null;
        String variable = null;
        try {
            List<String> lines = Files.readAllLines(source);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(MARKER)) {
                    if (line != -1) {
                        throw new IllegalStateException(source + " has more than one " + MARKER + " marker");
                    }
                    line = i + 1;
                    Matcher m = EXPECTATION.matcher(lines.get(i));
                    if (!m.find()) {
                        throw new IllegalStateException(source + ":" + line + ": the marker must read '// RACE <read|write> <variable>'");
                    }
                    kind = m.group(1);
                    variable = m.group(2);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (racy != (line != -1)) {
            throw new IllegalStateException(source + (racy ? " is racy but has no " : " is race-free but has a ") + MARKER + " marker");
        }
        return new CorpusProgram(className, racy, source.getFileName().toString(), line, kind, variable);
    }
}

package org.goldilocks.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * One corpus program. Racy programs live in package {@code racy} (or a subpackage) and mark the
 * access that must raise DataRaceException with a {@code // RACE} comment; race-free ones live in
 * {@code racefree} (or a subpackage). Only top-level classes with the file's name are programs.
 */
record CorpusProgram(String className, boolean racy, String sourceFile, int raceLine) {
    static final Path SOURCES = Path.of(System.getProperty("corpus.sources", "src/main/java")).toAbsolutePath();
    private static final String MARKER = "// RACE";

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
     * The part of the corpus CompiledCorpusTest runs with compilation forced early: the programs of
     * the top-level racy/racefree packages (fields, monitors, volatiles, threads, class init) and
     * the subpackages whose accesses go through the array and substitution hooks (arrays, Unsafe,
     * VarHandles, atomics), so every hook is exercised in compiled form. The library-heavy
     * subpackages (collections, executors, locks...) reach the same hooks through JDK code and run
     * interpreted-first in CorpusTest only, which keeps the suite's time in bounds.
     */
    static List<CorpusProgram> compiledSubset() {
        return all().stream().filter(p -> {
            String pkg = p.className().substring(0, p.className().lastIndexOf('.'));
            return pkg.endsWith(".racy") || pkg.endsWith(".racefree") || pkg.endsWith(".arrays")
                            || pkg.endsWith(".unsafe") || pkg.endsWith(".varhandles") || pkg.endsWith(".atomics");
        }).toList();
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
        try {
            List<String> lines = Files.readAllLines(source);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(MARKER)) {
                    if (line != -1) {
                        throw new IllegalStateException(source + " has more than one " + MARKER + " marker");
                    }
                    line = i + 1;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (racy != (line != -1)) {
            throw new IllegalStateException(source + (racy ? " is racy but has no " : " is race-free but has a ") + MARKER + " marker");
        }
        return new CorpusProgram(className, racy, source.getFileName().toString(), line);
    }
}

package org.goldilocks.trace;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The example traces under src/test/resources/traces: {@code NAME.trace} with the replayer's
 * expected output (without the {@code ==} header) in {@code NAME.expected}; malformed ones under
 * {@code malformed/}, whose expected output is the error line.
 */
public final class GoldenTraces {
    private GoldenTraces() {
    }

    public static List<Path> wellFormed() {
        return list(directory());
    }

    public static List<Path> malformed() {
        return list(directory().resolve("malformed"));
    }

    public static String expected(Path trace) {
        return read(trace.resolveSibling(trace.getFileName().toString().replaceFirst("\\.trace$", ".expected")));
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static List<TraceEvent> parse(Path trace) {
        try {
            return TraceParser.parse(read(trace));
        } catch (MalformedTraceException e) {
            throw new AssertionError(trace + ": " + e.report(), e);
        }
    }

    private static Path directory() {
        try {
            return Path.of(GoldenTraces.class.getResource("/traces").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

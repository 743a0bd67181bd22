package org.goldilocks.policy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The text form of the project's list files (name lists, the hybrid engine's channel lists): one
 * entry a line, {@code #} starts a comment, blank lines are ignored; a malformed line is a
 * {@link NameList.MalformedException} naming the source and line.
 */
public final class ListFile {
    /** Reads one list from a reader; {@code source} names it in error messages. */
    @FunctionalInterface
    public interface Parser<T> {
        T parse(Reader in, String source) throws IOException, NameList.MalformedException;
    }

    /** Takes one entry: its text (comment stripped, never blank) and its line number. */
    @FunctionalInterface
    public interface Entries {
        void entry(String text, int line) throws NameList.MalformedException;
    }

    private ListFile() {
    }

    /** Hands every entry of {@code in} to {@code entries}, in order. */
    public static void forEachEntry(Reader in, Entries entries) throws IOException, NameList.MalformedException {
        BufferedReader r = new BufferedReader(in);
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!text.isEmpty()) {
                entries.entry(text, n);
            }
        }
    }

    /**
     * Reads a file; the file's name as given is the source in error messages.
     *
     * @throws NoSuchFileException if there is no such file
     */
    public static <T> T read(Path file, Parser<T> parser) throws IOException, NameList.MalformedException {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parser.parse(r, file.toString());
        }
    }

    /** A list shipped as a resource next to {@code anchor} ({@code what}: the kind of list, for messages); broken means a broken build. */
    public static <T> T resource(Class<?> anchor, String name, String what, Parser<T> parser) {
        try (InputStream is = anchor.getResourceAsStream(name)) {
            if (is == null) {
                throw new IllegalStateException("missing built-in " + what + " " + name);
            }
            return parser.parse(new InputStreamReader(is, StandardCharsets.UTF_8), name);
        } catch (IOException | NameList.MalformedException e) {
            throw new IllegalStateException("built-in " + what + " " + name + " is broken: " + e.getMessage(), e);
        }
    }
}

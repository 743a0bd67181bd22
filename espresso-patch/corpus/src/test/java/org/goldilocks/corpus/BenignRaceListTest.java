package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Every entry of the built-in list of benign JDK races names a class, field or method that exists
 * in the JDK 25 class library the guest runs on (the host's, the same build); every entry of the
 * libraries' list names one in the library version the workloads run (on this test's class path,
 * from the corpus pom), and only suppresses (no volatile or atomic-code entry: a library's protocol
 * is not trusted to order memory). A renamed field
 * matches nothing, and its benign race comes back as a false DataRaceException: JDK 25 renamed
 * BigInteger.firstNonzeroIntNumPlusTwo to numberOfTrailingZeroIntsPlusTwo, and the stale entry
 * let corpus JdkLazyCachesShared raise.
 */
class BenignRaceListTest {
    private static final Path LIST = Launcher.ROOT.resolve("espresso-patch/vm/src/main/resources/org/goldilocks/vm/policy/jdk25-benign-races.txt");
    private static final Path LIBRARIES = LIST.resolveSibling("library-benign-races.txt");

    @Test
    void everyEntryNamesAnExistingJdkMember() throws IOException {
        assertEquals(25, Runtime.version().feature(), "the list is for the JDK 25 class library");
        List<String[]> entries = entries(LIST);
        assertTrue(entries.size() > 50, "read only " + entries.size() + " entries from " + LIST);
        assertEquals(List.of(), missing(entries), "entries naming nothing in JDK " + Runtime.version());
    }

    @Test
    void everyLibraryEntryNamesAnExistingMemberAndOnlySuppresses() throws IOException {
        List<String[]> entries = entries(LIBRARIES);
        assertFalse(entries.isEmpty(), "read no entry from " + LIBRARIES);
        assertEquals(List.of(), missing(entries), "entries naming nothing in the libraries the workloads run");
        assertEquals(List.of(), entries.stream().filter(e -> !List.of("field", "class", "method", "code").contains(e[0]))
                        .map(e -> String.join(" ", e)).toList(), "entries that would add synchronization");
    }

    /** The entries of a list: kind, name. */
    private static List<String[]> entries(Path list) throws IOException {
        List<String[]> entries = new ArrayList<>();
        for (String line : Files.readAllLines(list)) {
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!text.isEmpty()) {
                entries.add(text.split("\\s+"));
            }
        }
        return entries;
    }

    private static List<String> missing(List<String[]> entries) {
        return entries.stream().filter(e -> !exists(e[0], e[1])).map(e -> String.join(" ", e)).toList();
    }

    private static boolean exists(String kind, String name) {
        try {
            return switch (kind) {
                case "class", "code", "atomic-code" -> load(name) != null;
                case "field", "volatile" -> Arrays.stream(load(owner(name)).getDeclaredFields()).anyMatch(f -> f.getName().equals(member(name)));
                case "method" -> hasMethod(load(owner(name)), member(name));
                default -> false;
            };
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static boolean hasMethod(Class<?> c, String m) {
        return switch (m) {
            case "<init>" -> c.getDeclaredConstructors().length > 0;
            case "<clinit>" -> true; // not reflected; the class exists
            default -> Arrays.stream(c.getDeclaredMethods()).anyMatch(x -> x.getName().equals(m));
        };
    }

    private static Class<?> load(String name) throws ClassNotFoundException {
        return Class.forName(name, false, ClassLoader.getSystemClassLoader());
    }

    private static String owner(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }

    private static String member(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}

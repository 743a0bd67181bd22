package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * in the JDK 25 class library the guest runs on (the host's, the same build). A renamed field
 * matches nothing, and its benign race comes back as a false DataRaceException: JDK 25 renamed
 * BigInteger.firstNonzeroIntNumPlusTwo to numberOfTrailingZeroIntsPlusTwo, and the stale entry
 * let corpus JdkLazyCachesShared raise.
 */
class BenignRaceListTest {
    private static final Path LIST = Launcher.ROOT.resolve("espresso-patch/vm/src/main/resources/org/goldilocks/vm/jdk25-benign-races.txt");

    @Test
    void everyEntryNamesAnExistingJdkMember() throws IOException {
        assertEquals(25, Runtime.version().feature(), "the list is for the JDK 25 class library");
        List<String> missing = new ArrayList<>();
        int entries = 0;
        for (String line : Files.readAllLines(LIST)) {
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (text.isEmpty()) {
                continue;
            }
            String[] parts = text.split("\\s+");
            entries++;
            if (!exists(parts[0], parts[1])) {
                missing.add(text);
            }
        }
        assertTrue(entries > 50, "read only " + entries + " entries from " + LIST);
        assertEquals(List.of(), missing, "entries naming nothing in JDK " + Runtime.version());
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

package org.goldilocks.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The class path wildcard as {@code java} expands it (java(1), "Class Path Wildcards"): an entry
 * whose base name is {@code *} means every file of that directory whose name ends in {@code .jar}
 * or {@code .JAR}, not its subdirectories; {@code *} alone means those of the current directory.
 * An entry like {@code lib/*.jar} is no wildcard. Espresso's class path option takes entries
 * literally, so without this {@code -cp "lib/*"} found no class of those jars.
 */
final class ClassPathWildcards {
    private ClassPathWildcards() {
    }

    static String expand(String classPath) {
        List<String> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator, -1)) {
            if (entry.equals("*") || entry.endsWith(File.separator + "*")) {
                entries.addAll(jarsIn(entry.substring(0, entry.length() - 1)));
            } else {
                entries.add(entry);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The jar files of a directory (none if it is no readable directory), sorted: java leaves their order unspecified. */
    private static List<String> jarsIn(String dir) {
        Path d = Path.of(dir.isEmpty() ? "." : dir);
        if (!Files.isDirectory(d)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(d)) {
            return files.filter(f -> {
                String name = f.getFileName().toString();
                return (name.endsWith(".jar") || name.endsWith(".JAR")) && !Files.isDirectory(f);
            }).map(f -> dir + f.getFileName()).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}

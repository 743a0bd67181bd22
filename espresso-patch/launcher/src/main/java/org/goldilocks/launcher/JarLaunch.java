package org.goldilocks.launcher;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/** What {@code -jar} means: the jar's Main-Class, with the jar and its manifest Class-Path as class path. */
record JarLaunch(String mainClass, String classPath) {
    static JarLaunch of(Path jar) throws LaunchException {
        if (!Files.isRegularFile(jar)) {
            throw new LaunchException(1, "unable to access jarfile " + jar);
        }
        try (JarFile jf = new JarFile(jar.toFile())) {
            Manifest mf = jf.getManifest();
            String main = mf == null ? null : mf.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
            if (main == null || main.isBlank()) {
                throw new LaunchException(1, "no main manifest attribute, in " + jar);
            }
            List<String> cp = new ArrayList<>();
            cp.add(jar.toString());
            String extra = mf.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (extra != null) {
                // As java: each entry is a URL, relative to the jar's (Surefire's booter jar writes
                // relative, %-escaped ones, or file: URIs, directories ending in '/').
                URI base = jar.toAbsolutePath().getParent().toUri();
                for (String entry : extra.trim().split("\\s+")) {
                    if (!entry.isEmpty()) {
                        cp.add(entryPath(base, entry));
                    }
                }
            }
            return new JarLaunch(main.trim(), String.join(File.pathSeparator, cp));
        } catch (IOException e) {
            throw new LaunchException(1, "invalid or corrupt jarfile " + jar);
        }
    }

    /** A Class-Path entry as a file path; an entry that is no file URL is dropped by java, and taken as a plain path here. */
    private static String entryPath(URI base, String entry) {
        try {
            URI u = base.resolve(entry);
            if ("file".equals(u.getScheme())) {
                return Path.of(u).toString();
            }
        } catch (IllegalArgumentException e) {
            // not a URI: a plain relative path
        }
        return Path.of(base).resolve(entry).toString();
    }
}

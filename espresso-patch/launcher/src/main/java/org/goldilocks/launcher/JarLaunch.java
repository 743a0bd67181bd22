package org.goldilocks.launcher;

import java.io.File;
import java.io.IOException;
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
                Path base = jar.toAbsolutePath().getParent();
                for (String entry : extra.trim().split("\\s+")) {
                    if (!entry.isEmpty()) {
                        cp.add(base.resolve(entry).toString());
                    }
                }
            }
            return new JarLaunch(main.trim(), String.join(File.pathSeparator, cp));
        } catch (IOException e) {
            throw new LaunchException(1, "invalid or corrupt jarfile " + jar);
        }
    }
}

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the patches may name of ours, read from {@code espresso-patch/patches/ABI.txt}: packages
 * (each with everything under it) and single types, as dotted names. The one list both build checks
 * use ({@code ApplyPatches} on the patches' text, {@code AssembleJar} on the compiled classes; the
 * single-file launcher finds this class beside them).
 */
record PatchAbi(List<String> packages, List<String> types) {
    static PatchAbi read(Path file) throws IOException {
        List<String> packages = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (String raw : Files.readAllLines(file)) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] kv = line.split("\\s+");
            if (kv.length == 2 && kv[0].equals("package")) {
                packages.add(kv[1]);
            } else if (kv.length == 2 && kv[0].equals("type")) {
                types.add(kv[1]);
            } else {
                throw new IllegalStateException(file + ": not 'package NAME' or 'type NAME': " + raw);
            }
        }
        return new PatchAbi(List.copyOf(packages), List.copyOf(types));
    }

    /** A dotted name (a package, a type, or a member's qualified prefix) the patches may use. */
    boolean allows(String name) {
        return types.contains(name) || packages.stream().anyMatch(p -> name.equals(p) || name.startsWith(p + "."));
    }
}

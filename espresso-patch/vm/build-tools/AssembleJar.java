import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.constantpool.PoolEntry;
import java.lang.classfile.constantpool.Utf8Entry;
import java.util.ArrayList;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Build step: {@code java AssembleJar.java <ABI.txt> <upstream.jar> <patched-files.txt> <out.jar> <classes-dir-or-jar>...}.
 *
 * Writes the patched {@code org.graalvm.espresso} module: every entry of the upstream jar except the
 * classes compiled from patched sources (the class itself and all its nested classes, so no stale
 * {@code Foo$1} survives), then every file of the given directories (our VM glue, with its
 * resources) and every class of the given jars (the detector-core engines). The module descriptor is kept as is: the jar has no ModulePackages
 * attribute, so the JVM finds our added packages by scanning the jar.
 *
 * <p>The classes compiled from patched sources may name nothing of ours but what the patches'
 * {@code ABI.txt} allows (classes, field types, method descriptors in their constant pools): the
 * same rule {@code ApplyPatches} checks on the patches' text, here on what javac made of them.
 */
public final class AssembleJar {
    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            throw new IllegalArgumentException("usage: AssembleJar <ABI.txt> <upstream.jar> <patched-files.txt> <out.jar> <classes>...");
        }
        PatchAbi abi = PatchAbi.read(Path.of(args[0]));
        Path upstream = Path.of(args[1]);
        List<String> patched = Files.readAllLines(Path.of(args[2])).stream()
                        .filter(l -> l.endsWith(".java"))
                        .map(l -> l.substring(0, l.length() - ".java".length()))
                        .toList();
        Path out = Path.of(args[3]);
        Set<String> written = new HashSet<>();
        List<String> offending = new ArrayList<>();
        int replaced = 0;
        try (ZipOutputStream zos = new ZipOutputStream(Files.newOutputStream(out))) {
            for (int i = 4; i < args.length; i++) {
                Path in = Path.of(args[i]);
                if (Files.isDirectory(in)) {
                    try (Stream<Path> s = Files.walk(in)) {
                        for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
                            String name = in.relativize(p).toString().replace('\\', '/');
                            if (written.add(name)) { // classes and resources
                                if (isFromPatchedSource(name, patched)) {
                                    checkAbi(abi, name, Files.readAllBytes(p), offending);
                                }
                                try (InputStream is = Files.newInputStream(p)) {
                                    put(zos, name, is);
                                }
                            }
                        }
                    }
                } else {
                    try (ZipFile zip = new ZipFile(in.toFile())) {
                        for (ZipEntry e : zip.stream().toList()) {
                            String name = e.getName();
                            boolean ours = name.endsWith(".class") && !name.equals("module-info.class")
                                            || name.startsWith("org/goldilocks/") && !name.endsWith("/"); // and their resources (the hybrid's channel list)
                            if (ours && written.add(name)) {
                                try (InputStream is = zip.getInputStream(e)) {
                                    put(zos, name, is);
                                }
                            }
                        }
                    }
                }
            }
            if (!offending.isEmpty()) {
                throw new IllegalStateException("patched classes may name only what " + args[0] + " allows of ours:\n  "
                                + String.join("\n  ", offending));
            }
            try (ZipFile zip = new ZipFile(upstream.toFile())) {
                for (ZipEntry e : zip.stream().toList()) {
                    String name = e.getName();
                    if (written.contains(name) || e.isDirectory()) {
                        continue;
                    }
                    if (isFromPatchedSource(name, patched)) {
                        replaced++;
                        continue;
                    }
                    try (InputStream is = zip.getInputStream(e)) {
                        put(zos, name, is);
                    }
                }
            }
        }
        System.out.println("[goldilocks] wrote " + out.getFileName() + ": " + written.size() + " classes of ours, "
                        + replaced + " stale upstream classes dropped");
    }

    /** Every {@code org/goldilocks/} name in the class's constant pool is one the ABI allows. */
    private static void checkAbi(PatchAbi abi, String entry, byte[] bytes, List<String> offending) {
        for (PoolEntry e : ClassFile.of().parse(bytes).constantPool()) {
            if (e instanceof Utf8Entry u) {
                String text = u.stringValue();
                for (int i = text.indexOf("org/goldilocks/"); i >= 0; i = text.indexOf("org/goldilocks/", i + 1)) {
                    int end = i;
                    while (end < text.length() && (Character.isJavaIdentifierPart(text.charAt(end)) || text.charAt(end) == '/')) {
                        end++;
                    }
                    if (!abi.allows(text.substring(i, end).replace('/', '.'))) {
                        offending.add(entry + ": " + text);
                        break;
                    }
                }
            }
        }
    }

    private static boolean isFromPatchedSource(String entry, List<String> patchedStems) {
        if (!entry.endsWith(".class")) {
            return false;
        }
        String stem = entry.substring(0, entry.length() - ".class".length());
        for (String p : patchedStems) {
            if (stem.equals(p) || stem.startsWith(p + "$")) {
                return true;
            }
        }
        return false;
    }

    private static void put(ZipOutputStream zos, String name, InputStream is) throws IOException {
        zos.putNextEntry(new ZipEntry(name));
        is.transferTo(zos);
        zos.closeEntry();
    }
}

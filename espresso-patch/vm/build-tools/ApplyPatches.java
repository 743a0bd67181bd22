import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Build step (run by Maven with the JDK's single-file launcher):
 * {@code java ApplyPatches.java <upstream-sources.jar> <patches-dir> <out-dir>}.
 *
 * Extracts from Espresso's sources jar exactly the files the patches touch (the "+++ b/..." lines),
 * then applies every patch with GNU patch, refusing fuzz so that a moved upstream line fails the
 * build loudly instead of landing a hook in the wrong place. Writes out-dir/patched-files.txt.
 *
 * <p>First it checks that every line the patches add names nothing of ours but what
 * {@code <patches-dir>/ABI.txt} allows: {@code org.goldilocks.vm.hooks}, the patch ABI (design.md,
 * "The glue"), and the one engine type listed there. A patch that calls or names any other class of
 * the glue or the engines fails the build.
 */
public final class ApplyPatches {
    /** What the patches may name of ours, one per line: {@code package NAME} or {@code type NAME}. */
    static final String ABI_FILE = "ABI.txt";
    private static final Pattern OURS = Pattern.compile("org\\.goldilocks(\\.[\\p{javaJavaIdentifierPart}]+)*");

    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: ApplyPatches <sources.jar> <patches-dir> <out-dir>");
        }
        Path jar = Path.of(args[0]);
        Path patchesDir = Path.of(args[1]);
        Path out = Path.of(args[2]);
        List<Path> patches;
        try (Stream<Path> s = Files.list(patchesDir)) {
            patches = s.filter(p -> p.toString().endsWith(".patch")).sorted().toList();
        }
        checkAbi(patches, PatchAbi.read(patchesDir.resolve(ABI_FILE)));
        TreeSet<String> files = new TreeSet<>();
        for (Path p : patches) {
            for (String line : Files.readAllLines(p)) {
                if (line.startsWith("+++ b/")) {
                    files.add(line.substring("+++ b/".length()).split("\t")[0].trim());
                }
            }
        }
        deleteRecursively(out);
        Files.createDirectories(out);
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (String f : files) {
                ZipEntry e = zip.getEntry(f);
                if (e == null) {
                    throw new IllegalStateException("patched file " + f + " is not in " + jar);
                }
                Path target = out.resolve(f);
                Files.createDirectories(target.getParent());
                try (InputStream in = zip.getInputStream(e)) {
                    Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        for (Path p : patches) {
            List<String> cmd = new ArrayList<>(List.of("patch", "-p1", "--batch", "--forward", "--fuzz=0",
                            "--no-backup-if-mismatch", "-r", "-", "-d", out.toString(), "-i", p.toAbsolutePath().toString()));
            Process proc = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String output = new String(proc.getInputStream().readAllBytes());
            if (proc.waitFor() != 0) {
                throw new IllegalStateException("patch " + p.getFileName() + " does not apply to Espresso's sources:\n" + output);
            }
        }
        Files.write(out.resolve("patched-files.txt"), files);
        System.out.println("[goldilocks] applied " + patches.size() + " patches to " + files.size() + " upstream files");
    }

    /** Every name of ours on an added line is allowed by the ABI file. */
    static void checkAbi(List<Path> patches, PatchAbi abi) throws IOException {
        List<String> offending = new ArrayList<>();
        for (Path p : patches) {
            List<String> lines = Files.readAllLines(p);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (!line.startsWith("+") || line.startsWith("+++")) {
                    continue;
                }
                Matcher m = OURS.matcher(line);
                while (m.find()) {
                    String name = m.group();
                    if (!abi.allows(name)) {
                        offending.add(p.getFileName() + ":" + (i + 1) + ": " + name);
                    }
                }
            }
        }
        if (!offending.isEmpty()) {
            throw new IllegalStateException("the patches may name only what " + ABI_FILE + " allows of ours (design.md, \"The glue\"):\n  "
                            + String.join("\n  ", offending));
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.delete(p);
            }
        }
    }
}

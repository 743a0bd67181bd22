package org.goldilocks.vm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * Accesses the detector does not check, by name. One entry per line, {@code #} starts a comment:
 * <pre>
 * field  java.lang.String.hash          # a field (declaring class, binary name, then field name)
 * class  com.example.Stats               # every field declared by a class
 * method com.example.Stats.sample        # every access made by code of that method
 * </pre>
 * A malformed line is an error naming the line, never silently ignored.
 */
final class Suppressions {
    private final Set<String> fields = new HashSet<>();
    private final Set<String> classes = new HashSet<>();
    private final Set<String> methods = new HashSet<>();

    static final class MalformedException extends Exception {
        private static final long serialVersionUID = 1L;

        MalformedException(String source, int line, String reason) {
            super(source + ":" + line + ": " + reason);
        }
    }

    static Suppressions parse(Reader in, String source) throws IOException, MalformedException {
        Suppressions s = new Suppressions();
        s.add(in, source);
        return s;
    }

    static Suppressions resource(String name) {
        try (InputStream is = Suppressions.class.getResourceAsStream(name)) {
            if (is == null) {
                throw new IllegalStateException("missing built-in suppression list " + name);
            }
            return parse(new InputStreamReader(is, StandardCharsets.UTF_8), name);
        } catch (IOException | MalformedException e) {
            throw new IllegalStateException("built-in suppression list " + name + " is broken: " + e.getMessage(), e);
        }
    }

    void add(Reader in, String source) throws IOException, MalformedException {
        BufferedReader r = new BufferedReader(in);
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
            n++;
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).trim();
            if (text.isEmpty()) {
                continue;
            }
            String[] parts = text.split("\\s+");
            if (parts.length != 2) {
                throw new MalformedException(source, n, "expected '<field|class|method> <name>', found '" + text + "'");
            }
            String name = parts[1];
            if (!name.matches("[\\p{javaJavaIdentifierPart}.$]+") || name.startsWith(".") || name.endsWith(".")) {
                throw new MalformedException(source, n, "'" + name + "' is not a Java name");
            }
            switch (parts[0]) {
                case "field" -> fields.add(requireMember(source, n, name));
                case "class" -> classes.add(name);
                case "method" -> methods.add(requireMember(source, n, name));
                default -> throw new MalformedException(source, n, "unknown kind '" + parts[0] + "' (expected field, class or method)");
            }
        }
    }

    private static String requireMember(String source, int line, String name) throws MalformedException {
        if (name.indexOf('.') < 0) {
            throw new MalformedException(source, line, "'" + name + "' needs a class: <class>.<member>");
        }
        return name;
    }

    boolean suppressesField(String declaringClass, String field) {
        return classes.contains(declaringClass) || fields.contains(declaringClass + "." + field);
    }

    boolean suppressesMethod(String declaringClass, String method) {
        return !methods.isEmpty() && methods.contains(declaringClass + "." + method);
    }
}

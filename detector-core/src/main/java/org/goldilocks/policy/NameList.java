package org.goldilocks.policy;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A list of guest program elements by name, one entry per line, {@code #} starts a comment:
 * <pre>
 * field  java.lang.String.hash          # a field (declaring class, binary name, then field name)
 * class  com.example.Stats               # every field declared by a class
 * method com.example.Stats.sample        # every access made by code of that method (any overload)
 * code   com.example.Stats               # every access made by code of any method of that class
 * volatile    com.example.Node.next      # a plain field treated as if declared volatile
 * atomic-code com.example.Queue          # plain Unsafe/VarHandle accesses made by this class's code
 *                                        # treated as volatile ones
 * </pre>
 * The last two are for code that orders memory with fences or "chains of volatile ops" outside the
 * JLS 17.4 model (as parts of java.util.concurrent do): their plain accesses then synchronize as the
 * code's authors intend instead of racing.
 * The format of suppression files ({@code --suppressions}, the built-in JDK list) and of the racy
 * variables file of a two-phase run ({@code --racy-variables-out}, {@code --race-stacks-for}). A
 * malformed line is an error naming the file and line, never silently ignored.
 */
public final class NameList {
    /** The form of an entry. */
    public static final String SYNTAX = "<field|class|method|code|volatile|atomic-code> <name>";

    private final Set<String> fields = new LinkedHashSet<>();
    private final Set<String> classes = new LinkedHashSet<>();
    private final Set<String> methods = new LinkedHashSet<>();
    private final Set<String> codeClasses = new LinkedHashSet<>();
    private final Set<String> volatileFields = new LinkedHashSet<>();
    private final Set<String> atomicCodeClasses = new LinkedHashSet<>();

    /** A line that is not an entry: {@code <source>:<line>: <reason>}. */
    public static final class MalformedException extends Exception {
        private static final long serialVersionUID = 1L;
        private final String source;
        private final int line;
        private final String reason;

        public MalformedException(String source, int line, String reason) {
            super(source + ":" + line + ": " + reason, null, false, false);
            this.source = source;
            this.line = line;
            this.reason = reason;
        }

        public String source() {
            return source;
        }

        public int line() {
            return line;
        }

        public String reason() {
            return reason;
        }
    }

    private NameList() {
    }

    public static NameList empty() {
        return new NameList();
    }

    public static NameList parse(Reader in, String source) throws IOException, MalformedException {
        NameList s = new NameList();
        s.add(in, source);
        return s;
    }

    /**
     * Reads a file; the file's name as given is the source in error messages.
     *
     * @throws NoSuchFileException if there is no such file
     */
    public static NameList read(Path file) throws IOException, MalformedException {
        return ListFile.read(file, NameList::parse);
    }

    /** A list shipped as a resource next to {@code anchor}; broken means a broken build. */
    public static NameList resource(Class<?> anchor, String name) {
        return ListFile.resource(anchor, name, "list", NameList::parse);
    }

    private void add(Reader in, String source) throws IOException, MalformedException {
        ListFile.forEachEntry(in, (text, n) -> addEntry(text, source, n));
    }

    private void addEntry(String text, String source, int n) throws MalformedException {
        String[] parts = text.split("\\s+");
        if (parts.length != 2) {
            throw new MalformedException(source, n, "expected '" + SYNTAX + "', found '" + text + "'");
        }
        String name = parts[1];
        if (!isJavaName(name, parts[0].equals("method"))) {
            throw new MalformedException(source, n, "'" + name + "' is not a Java name");
        }
        switch (parts[0]) {
            case "field" -> fields.add(requireMember(source, n, name));
            case "class" -> classes.add(name);
            case "method" -> methods.add(requireMember(source, n, name));
            case "code" -> codeClasses.add(name);
            case "volatile" -> volatileFields.add(requireMember(source, n, name));
            case "atomic-code" -> atomicCodeClasses.add(name);
            default -> throw new MalformedException(source, n,
                            "unknown kind '" + parts[0] + "' (expected field, class, method, code, volatile or atomic-code)");
        }
    }

    /** Dotted identifiers; a method may also be a constructor or class initializer ({@code pkg.C.<init>}). */
    private static boolean isJavaName(String name, boolean method) {
        String n = name;
        if (method && (n.endsWith(".<init>") || n.endsWith(".<clinit>"))) {
            n = n.substring(0, n.lastIndexOf('.'));
        }
        return n.matches("[\\p{javaJavaIdentifierPart}.$]+") && !n.startsWith(".") && !n.endsWith(".") && !n.contains("..");
    }

    private static String requireMember(String source, int line, String name) throws MalformedException {
        if (name.indexOf('.') < 0) {
            throw new MalformedException(source, line, "'" + name + "' needs a class: <class>.<member>");
        }
        return name;
    }

    /** The field is listed, or its declaring class is. */
    public boolean matchesField(String declaringClass, String field) {
        return classes.contains(declaringClass) || fields.contains(declaringClass + "." + field);
    }

    /** Code of this method is listed (by class and name: every overload), or all code of its class. */
    public boolean matchesMethod(String declaringClass, String method) {
        return codeClasses.contains(declaringClass) || !methods.isEmpty() && methods.contains(declaringClass + "." + method);
    }

    /** The field is to be treated as volatile. */
    public boolean matchesVolatileField(String declaringClass, String field) {
        return !volatileFields.isEmpty() && volatileFields.contains(declaringClass + "." + field);
    }

    /** Plain Unsafe/VarHandle accesses by code of this class are to be treated as volatile. */
    public boolean matchesAtomicCode(String declaringClass) {
        return atomicCodeClasses.contains(declaringClass);
    }

    public boolean hasMethods() {
        return !methods.isEmpty() || !codeClasses.isEmpty();
    }

    public boolean isEmpty() {
        return fields.isEmpty() && classes.isEmpty() && methods.isEmpty() && codeClasses.isEmpty()
                        && volatileFields.isEmpty() && atomicCodeClasses.isEmpty();
    }

    public Set<String> fields() {
        return Collections.unmodifiableSet(fields);
    }

    public Set<String> classes() {
        return Collections.unmodifiableSet(classes);
    }

    public Set<String> methods() {
        return Collections.unmodifiableSet(methods);
    }

    public Set<String> codeClasses() {
        return Collections.unmodifiableSet(codeClasses);
    }
}

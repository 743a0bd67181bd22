package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * java's {@code @argfile}s (the java tool's manual, "java Command-Line Argument Files"): an argument
 * {@code @file} before the main class (or the {@code -jar} file) is replaced by the arguments the
 * file holds, separated by white space; single or double quotes keep white space inside an
 * argument, where a backslash escapes the next character ({@code \n}, {@code \t}, {@code \r},
 * {@code \f} as in Java) and a backslash at the end of a line joins the next line (its leading white
 * space dropped); {@code #} at the start of an argument comments out the rest of the line.
 * {@code @@x} is the argument {@code @x}; after {@code --disable-@files} nothing is expanded; an
 * argfile's own {@code @} arguments are not expanded.
 */
final class ArgFiles {
    /** An argfile that cannot be read: java's one line. */
    static final class Problem extends IOException {
        private static final long serialVersionUID = 1L;

        Problem(String message) {
            super(message);
        }
    }

    private ArgFiles() {
    }

    static List<String> expand(List<String> args, Set<String> takingValue) throws IOException {
        List<String> out = new ArrayList<>();
        boolean expanding = true;
        boolean valueNext = false;
        int i = 0;
        for (; i < args.size(); i++) {
            String a = args.get(i);
            List<String> these;
            if (expanding && a.equals("--disable-@files")) {
                expanding = false;
                continue;
            } else if (expanding && a.startsWith("@@")) {
                these = List.of(a.substring(1));
            } else if (expanding && a.startsWith("@") && a.length() > 1) {
                these = parse(read(Path.of(a.substring(1))));
            } else {
                these = List.of(a);
            }
            boolean programStarts = false;
            for (String t : these) {
                out.add(t);
                if (valueNext) {
                    valueNext = false;
                    programStarts = isJar(out); // the program's arguments follow the jar file
                } else if (!t.startsWith("-")) {
                    programStarts = true; // the main class
                } else {
                    valueNext = t.indexOf('=') < 0 && takingValue.contains(t);
                }
            }
            if (programStarts) {
                i++;
                break;
            }
        }
        out.addAll(args.subList(i, args.size()));
        return out;
    }

    /** Was the value just added that of -jar? */
    private static boolean isJar(List<String> out) {
        return out.size() >= 2 && out.get(out.size() - 2).equals("-jar");
    }

    private static String read(Path file) throws IOException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new Problem("cannot find argument file " + file);
        } catch (IOException e) {
            throw new Problem("cannot read argument file " + file + ": " + FileProblem.reading(file, e));
        }
    }

    static List<String> parse(String text) {
        List<String> args = new ArrayList<>();
        StringBuilder token = null;
        char quote = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && i + 1 < n) {
                    char e = text.charAt(++i);
                    if (e == '\n' || e == '\r') {
                        if (e == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                            i++;
                        }
                        while (i + 1 < n && (text.charAt(i + 1) == ' ' || text.charAt(i + 1) == '\t')) {
                            i++;
                        }
                    } else {
                        token.append(switch (e) {
                            case 'n' -> '\n';
                            case 't' -> '\t';
                            case 'r' -> '\r';
                            case 'f' -> '\f';
                            default -> e;
                        });
                    }
                } else {
                    token.append(c);
                }
            } else if (Character.isWhitespace(c)) {
                if (token != null) {
                    args.add(token.toString());
                    token = null;
                }
            } else if (c == '#' && token == null) {
                while (i + 1 < n && text.charAt(i + 1) != '\n' && text.charAt(i + 1) != '\r') {
                    i++;
                }
            } else {
                if (token == null) {
                    token = new StringBuilder();
                }
                if (c == '"' || c == '\'') {
                    quote = c;
                } else {
                    token.append(c);
                }
            }
        }
        if (token != null) {
            args.add(token.toString());
        }
        return args;
    }
}

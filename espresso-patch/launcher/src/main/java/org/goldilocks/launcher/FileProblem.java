package org.goldilocks.launcher;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Why a file given on the command line cannot be read or written, in a few words that do not
 * repeat its path (the caller's message names it): "no such directory", "/etc/passwd is not a
 * directory", "cannot create files in /proc", "permission denied".
 */
final class FileProblem {
    private FileProblem() {
    }

    /** " <file>" for the message, or nothing for an empty name. */
    static String named(Path file) {
        return file.toString().isEmpty() ? "" : " " + file;
    }

    static String writing(Path file, IOException e) {
        String problem = pathProblem(file);
        if (problem != null) {
            return problem;
        }
        if (e instanceof NoSuchFileException) {
            // The directory exists, yet the file cannot be created there (/proc, /sys).
            return "cannot create files in " + parentForMessage(file);
        }
        return common(e);
    }

    static String reading(Path file, IOException e) {
        String problem = pathProblem(file);
        if (problem != null) {
            return problem;
        }
        return e instanceof NoSuchFileException ? "no such file" : common(e);
    }

    /** What is wrong with the path itself, whether reading or writing: empty, a directory, a bad ancestor; else null. */
    private static String pathProblem(Path file) {
        if (file.toString().isEmpty()) {
            return "empty file name";
        }
        if (Files.isDirectory(file)) {
            return "is a directory";
        }
        return ancestorProblem(file);
    }

    /** The nearest ancestor that is not an existing directory: missing, or a file. */
    private static String ancestorProblem(Path file) {
        Path parent = file.getParent();
        if (parent == null) {
            return null; // a bare name: the current directory, which exists
        }
        boolean missing = false;
        for (Path p = parent; p != null; p = p.getParent()) {
            if (Files.isDirectory(p)) {
                return missing ? "no such directory" : null;
            }
            if (Files.exists(p)) {
                return p + " is not a directory";
            }
            missing = true;
        }
        return "no such directory";
    }

    private static String parentForMessage(Path file) {
        Path parent = file.getParent();
        return parent != null ? parent.toString() : file.toAbsolutePath().getParent().toString();
    }

    private static String common(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            String reason = fse.getReason();
            return reason.isEmpty() ? reason : Character.toLowerCase(reason.charAt(0)) + reason.substring(1);
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}

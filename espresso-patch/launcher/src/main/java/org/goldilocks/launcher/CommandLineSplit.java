package org.goldilocks.launcher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Splits a command line the way {@code java} does: launcher options come first and end at the main
 * class, or right after the {@code -jar} file; everything after that belongs to the program, even
 * if it starts with '-'.
 */
record CommandLineSplit(List<String> launcherArgs, List<String> programArgs) {
    /** Options whose value is the next argument (bin/goldilocks keeps the same list, to find where host options end). */
    private static final Set<String> TAKES_VALUE = Set.of("-cp", "-classpath", "--class-path", "--race", "--engine",
                    "--race-mode", "--race-report", "--race-stderr", "--race-stacks", "--racy-variables-out", "--race-stacks-for",
                    "--suppressions");

    static CommandLineSplit of(String[] args) {
        List<String> launcher = new ArrayList<>();
        int i = 0;
        while (i < args.length) {
            String a = args[i];
            if (a.equals("-jar")) {
                launcher.add(a);
                if (i + 1 < args.length) {
                    launcher.add(args[i + 1]);
                }
                i += 2;
                break;
            }
            if (!a.startsWith("-")) {
                launcher.add(a); // the main class
                i++;
                break;
            }
            launcher.add(a);
            if (TAKES_VALUE.contains(a) && i + 1 < args.length) {
                launcher.add(args[i + 1]);
                i++;
            }
            i++;
        }
        return new CommandLineSplit(launcher, Arrays.asList(args).subList(Math.min(i, args.length), args.length));
    }
}

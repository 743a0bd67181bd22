package org.goldilocks.launcher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits a command line the way {@code java} does: launcher options come first and end at the main
 * class, or right after the {@code -jar} file; everything after that belongs to the program, even
 * if it starts with '-'. Which options take a value comes from the options' model
 * ({@link OptionTable}); bin/goldilocks splits by the same table.
 */
record CommandLineSplit(List<String> launcherArgs, List<String> programArgs) {
    static CommandLineSplit of(String[] args, OptionTable options) {
        List<String> launcher = new ArrayList<>();
        int i = 0;
        while (i < args.length) {
            String a = args[i++];
            launcher.add(a);
            if (!a.startsWith("-")) {
                break; // the main class
            }
            String option = OptionTable.optionOf(a);
            boolean valueFollows = option.equals(a) && options.takesValue(option);
            if (valueFollows && i < args.length) {
                launcher.add(args[i++]);
            }
            if (options.endsLauncherOptions(option)) {
                break;
            }
        }
        return new CommandLineSplit(launcher, Arrays.asList(args).subList(i, args.length));
    }
}

package org.goldilocks.bench.support;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runners' command line: {@code --quick} and {@code --name value} pairs. Deliberately tiny:
 * bin/bench is the user interface, these mains are its back end.
 */
public final class BenchArgs {
    private final boolean quick;
    private final Map<String, String> values;

    private BenchArgs(boolean quick, Map<String, String> values) {
        this.quick = quick;
        this.values = values;
    }

    public static BenchArgs parse(String[] args) {
        boolean quick = false;
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--quick")) {
                quick = true;
            } else if (a.startsWith("--") && i + 1 < args.length) {
                values.put(a.substring(2), args[++i]);
            } else {
                throw new IllegalArgumentException("unexpected argument: " + a);
            }
        }
        return new BenchArgs(quick, values);
    }

    public boolean quick() {
        return quick;
    }

    public String get(String name, String defaultValue) {
        return values.getOrDefault(name, defaultValue);
    }

    public String require(String name) {
        String v = values.get(name);
        if (v == null) {
            throw new IllegalArgumentException("missing --" + name);
        }
        return v;
    }

    public Path requirePath(String name) {
        return Path.of(require(name));
    }

    /** A comma-separated option; the default when absent. */
    public List<String> list(String name, List<String> defaultValue) {
        String v = values.get(name);
        return v == null ? defaultValue : new ArrayList<>(List.of(v.split(",")));
    }
}

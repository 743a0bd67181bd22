package org.goldilocks.launcher;

/**
 * {@code -agentlib:jdwp=<options>}: passed to Espresso's own JDWP agent (context option
 * {@code java.JDWPOptions}), which accepts a subset of the JDK agent's options. Checked here so a
 * typo is a one-line launcher error rather than a context failure.
 */
final class JdwpOptions {
    private JdwpOptions() {
    }

    static void validate(String options) throws LaunchException {
        if (options.isEmpty()) {
            throw new LaunchException(2, "-agentlib:jdwp needs options, e.g. -agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=localhost:5005");
        }
        for (String kv : options.split(",")) {
            int eq = kv.indexOf('=');
            if (eq <= 0) {
                throw new LaunchException(2, "-agentlib:jdwp: '" + kv + "' is not <key>=<value>");
            }
            String key = kv.substring(0, eq);
            String value = kv.substring(eq + 1);
            switch (key) {
                case "transport" -> {
                    if (!value.equals("dt_socket")) {
                        throw new LaunchException(2, "-agentlib:jdwp: transport " + value + " is not supported (only dt_socket)");
                    }
                }
                case "server", "suspend" -> {
                    if (!value.equals("y") && !value.equals("n")) {
                        throw new LaunchException(2, "-agentlib:jdwp: " + key + " must be y or n");
                    }
                }
                case "address" -> {
                    String port = value.substring(value.indexOf(':') + 1);
                    int p;
                    try {
                        p = Integer.parseInt(port);
                    } catch (NumberFormatException e) {
                        p = -1;
                    }
                    if (p < 0 || p > 65535) {
                        throw new LaunchException(2, "-agentlib:jdwp: address " + value + " needs a port in 0-65535 ([<host>:]<port>)");
                    }
                }
                default -> throw new LaunchException(2, "-agentlib:jdwp: unsupported option '" + key
                                + "' (supported: transport, server, suspend, address)");
            }
        }
    }
}

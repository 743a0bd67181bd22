package org.goldilocks.bench.vm;

import java.util.Arrays;
import java.util.List;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;

/**
 * One run of {@code bin/bench compat} on Espresso, in its own host JVM started by
 * {@link CompatBench} with a configuration's flags: checks the VM is the one the configuration
 * names, then runs a library driver's {@code main} (corpus package {@code compat}) on a guest
 * class path, as the launcher runs a main class. The unpatched Espresso jar has none of the
 * launcher's classes, so this host, not {@code bin/goldilocks}, runs every configuration alike.
 * The driver prints its {@code RESULT} and {@code PEAK-RSS-KB} lines; a guest exception (a wrong
 * result, a DataRaceException in a worker) is one line and status 1.
 * Arguments: {@code <config> <class path> <main class> [program arguments]}.
 */
public final class CompatHost {
    private CompatHost() {
    }

    public static void main(String[] args) {
        VmConfig config = VmConfig.of(args[0]);
        config.verifyHost();
        List<String> programArgs = Arrays.asList(args).subList(3, args.length);
        int status = 0;
        try (Context context = Context.newBuilder("java")
                        .allowAllAccess(true)
                        .logHandler(System.err)
                        .option("log.java.level", "SEVERE")
                        .option("java.JavaHome", System.getProperty("java.home"))
                        .option("java.Classpath", args[1])
                        .option("java.BootClasspathAppend", System.getProperty(VmConfig.GUEST_API_JAR))
                        .build()) {
            Value bindings = context.getBindings("java");
            Value guestArgs = bindings.getMember("[Ljava.lang.String;").newInstance(programArgs.size());
            for (int i = 0; i < programArgs.size(); i++) {
                guestArgs.setArrayElement(i, programArgs.get(i));
            }
            bindings.getMember(args[2]).invokeMember("main/([Ljava/lang/String;)V", guestArgs);
        } catch (PolyglotException e) {
            System.out.println("[compat] " + config.label + ": " + (e.isGuestException() ? "the program failed: " : "the VM failed: ")
                            + e.getMessage());
            status = 1;
        }
        System.exit(status);
    }
}

package org.goldilocks.launcher;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Value;

/**
 * One run of a guest program on the (patched) Espresso, with {@code java}'s observable behaviour:
 * the main method runs on the guest main thread; an uncaught exception is printed by the guest's
 * own uncaught-exception handler ("Exception in thread "main" ..."); the VM then waits for the
 * other non-daemon threads; the exit status is System.exit's, else 1 after an uncaught exception
 * in main, else 0.
 */
final class GuestVm {
    private final String classPath;
    private final String bootClassPathAppend;
    private final Map<String, String> properties;
    private final boolean assertions;
    /** Espresso's JDWP agent options ({@code -agentlib:jdwp=...}), or null. */
    private final String jdwp;

    GuestVm(String classPath, String bootClassPathAppend, Map<String, String> properties, boolean assertions, String jdwp) {
        this.classPath = classPath;
        this.bootClassPathAppend = bootClassPathAppend;
        this.properties = properties;
        this.assertions = assertions;
        this.jdwp = jdwp;
    }

    int run(String mainClass, List<String> args) throws LaunchException {
        Context.Builder builder = Context.newBuilder("java")
                        .allowAllAccess(true)
                        // Truffle closes the log stream with the context: keep the launcher's stderr open
                        // for what it prints after the program (the report-mode summary, errors).
                        .logHandler(new FilterOutputStream(System.err) {
                            @Override
                            public void write(byte[] b, int off, int len) throws IOException {
                                out.write(b, off, len);
                            }

                            @Override
                            public void close() throws IOException {
                                flush();
                            }
                        })
                        // Espresso warns about its own thread bookkeeping when a program calls System.exit.
                        .option("log.java.level", "SEVERE")
                        .option("java.JavaHome", System.getProperty("java.home"))
                        .option("java.Classpath", classPath)
                        .option("java.BootClasspathAppend", bootClassPathAppend);
        if (assertions) {
            builder.option("java.EnableAssertions", "true");
        }
        if (jdwp != null) {
            // Espresso's JDWP agent; with suspend=y the context waits for the debugger to attach.
            builder.option("java.JDWPOptions", jdwp);
        }
        properties.forEach((k, v) -> builder.option("java.Properties." + k, v));
        Context context;
        try {
            context = builder.build();
        } catch (IllegalArgumentException e) {
            throw new LaunchException(2, e.getMessage());
        }
        int status = 0;
        try {
            Value main = loadMainClass(context, mainClass);
            main.invokeMember("main", (Object) args.toArray(new String[0]));
        } catch (PolyglotException e) {
            if (e.isExit()) {
                return closeQuietly(context, e.getExitStatus());
            }
            if (!e.isGuestException()) {
                throw new LaunchException(70, "internal error: " + e.getMessage());
            }
            printUncaught(context, e);
            status = 1;
        }
        return destroy(context, status);
    }

    private static Value loadMainClass(Context context, String mainClass) throws LaunchException {
        Value bindings = context.getBindings("java");
        Value cls;
        try {
            cls = bindings.getMember(mainClass);
        } catch (PolyglotException e) {
            cls = null;
        }
        if (cls == null || cls.isNull()) {
            throw new LaunchException(1, "could not find or load main class " + mainClass);
        }
        if (!cls.canInvokeMember("main")) {
            throw new LaunchException(1, "main method not found in class " + mainClass
                            + ", please define it as: public static void main(String[] args)");
        }
        return cls;
    }

    /** Like the java launcher: the current thread's uncaught-exception handler prints it. */
    private static void printUncaught(Context context, PolyglotException e) {
        try {
            Value thread = context.getBindings("java").getMember("java.lang.Thread").invokeMember("currentThread");
            thread.invokeMember("getUncaughtExceptionHandler").invokeMember("uncaughtException", thread, e.getGuestObject());
        } catch (PolyglotException | IllegalStateException | UnsupportedOperationException again) {
            System.err.println("Exception in thread \"main\" " + e.getMessage());
        }
    }

    /** Waits for the non-daemon threads and shuts the guest down (Espresso's DestroyJavaVM). */
    private static int destroy(Context context, int status) {
        try {
            context.eval("java", "<DestroyJavaVM>");
        } catch (PolyglotException e) {
            if (e.isExit() && status == 0) {
                status = e.getExitStatus();
            }
        }
        return closeQuietly(context, status);
    }

    private static int closeQuietly(Context context, int status) {
        try {
            context.close(true);
        } catch (PolyglotException | IllegalStateException e) {
            // the guest already exited; nothing left to release
        }
        return status;
    }
}

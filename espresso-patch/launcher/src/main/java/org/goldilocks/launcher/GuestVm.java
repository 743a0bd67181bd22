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
 * the main method ({@link MainMethod}: any form java 25 accepts) runs on the guest main thread; an
 * uncaught exception is printed by the guest's own uncaught-exception handler ("Exception in thread
 * "main" ..."); the VM then waits for the other non-daemon threads; the exit status is
 * System.exit's, else 1 after an uncaught exception in main, else 0. A host OutOfMemoryError (the
 * guest heap is the host heap) ends the run with one line and status 1 ({@link OutOfMemory}).
 */
final class GuestVm {
    private final String classPath;
    private final String bootClassPathAppend;
    private final Map<String, String> properties;
    private final boolean assertions;
    /** Espresso's JDWP agent options ({@code -agentlib:jdwp=...}), or null. */
    private final String jdwp;

    /** java's module options, as Espresso's options (java.AddOpens, ...) with their values. */
    private final Map<String, List<String>> moduleOptions;

    GuestVm(String classPath, String bootClassPathAppend, Map<String, String> properties, boolean assertions, String jdwp,
                    Map<String, List<String>> moduleOptions) {
        this.moduleOptions = moduleOptions;
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
                        // The program's stderr as it is; a dying VM thread's host stack trace never.
                        .err(new ContextErr(System.err))
                        // Espresso warns about its own thread bookkeeping when a program calls System.exit.
                        .option("log.java.level", "SEVERE")
                        .option("java.JavaHome", GuestJavaHome.get().toString())
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
        // Espresso's lists are path-separator separated, where java's --add-modules takes commas.
        moduleOptions.forEach((option, values) -> {
            if (!values.isEmpty()) {
                builder.option(option, String.join(java.io.File.pathSeparator, values));
            }
        });
        Context context;
        try {
            context = builder.build();
        } catch (IllegalArgumentException e) {
            throw new LaunchException(2, e.getMessage());
        }
        try {
            return runMain(context, mainClass, args);
        } catch (OutOfMemoryError e) {
            // A host OutOfMemoryError outside guest code (inside it, Espresso makes it the program's).
            OutOfMemory.release();
            abandon(context);
            throw OutOfMemory.error();
        } catch (StackOverflowError e) {
            abandon(context);
            throw OutOfMemory.stackError();
        }
    }

    private int runMain(Context context, String mainClass, List<String> args) throws LaunchException {
        MainMethod main;
        try {
            if (jdwp != null) {
                prepareRaceExceptionClass(context);
            }
            main = MainMethod.find(context, mainClass);
            quietServiceThreads(context);
        } catch (LaunchException e) {
            abandon(context);
            throw e;
        } catch (PolyglotException e) {
            abandon(context);
            throw hostProblem(e);
        }
        int status = 0;
        boolean reported = false;
        try {
            main.invoke(args);
        } catch (PolyglotException e) {
            if (e.isExit()) {
                return closeQuietly(context, e.getExitStatus());
            }
            if (!e.isGuestException()) {
                abandon(context);
                throw hostProblem(e);
            }
            printUncaught(context, e, main.uncaught(e));
            status = 1;
            reported = true;
        }
        return destroy(context, status, reported);
    }

    /**
     * With a debugger, org.goldilocks.DataRaceException is loaded and linked before the program's
     * main class: a debugger's deferred {@code catch org.goldilocks.DataRaceException} is then set
     * (on its class-prepare event) before any frame of the program exists, so each frame is entered
     * with the exception breakpoint in place. Left to the first race, the class was prepared inside
     * the racing frame, and a CI run saw neither of a program's two races stop in jdb.
     */
    private static void prepareRaceExceptionClass(Context context) {
        context.getBindings("java").getMember("org.goldilocks.DataRaceException").newInstance("");
    }

    /**
     * The JDK's Reference Handler and Finalizer threads stay quiet when they die of OutOfMemoryError
     * (the guest API jar's {@code org.goldilocks.internal.SystemThreads}): running out of memory is
     * reported once, by the program's thread or by the launcher, never as a second line of theirs.
     * Nor do the host threads under them and Espresso's own ({@link QuietOnOutOfMemory}).
     */
    private static void quietServiceThreads(Context context) {
        context.getBindings("java").getMember("org.goldilocks.internal.SystemThreads").invokeMember("install");
        QuietOnOutOfMemory.install();
    }

    /** A non-guest PolyglotException: the host ran out of memory or stack, or an internal error. */
    private static LaunchException hostProblem(PolyglotException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("StackOverflowError")) {
            return OutOfMemory.stackError();
        }
        if (isHostOutOfMemory(e)) {
            return OutOfMemory.error();
        }
        return new LaunchException(InternalFailure.STATUS, "internal error: " + message);
    }

    private static boolean isHostOutOfMemory(PolyglotException e) {
        return !e.isGuestException() && !e.isExit()
                        && (e.isResourceExhausted() && !String.valueOf(e.getMessage()).contains("StackOverflowError")
                                        || String.valueOf(e.getMessage()).contains("OutOfMemoryError"));
    }

    /**
     * Like the java launcher: the current thread's uncaught-exception handler prints it. Except the
     * VM's own OutOfMemoryError (no stack trace) when the program set no handler: the launcher
     * prints its line, as the default handler would, since the heap may still be full (Espresso
     * keeps the frames of the exception's stack trace, main's locals included, until the context
     * closes). If the guest handler fails, the launcher prints the first line. An OutOfMemoryError
     * takes the one line about the exhausted heap ({@link OutOfMemory#claimLine}).
     */
    private static void printUncaught(Context context, PolyglotException e, Value uncaught) {
        // The guest object can be missing when memory ran out (seen: getGuestObject() returned null).
        String name = uncaught == null ? null : className(uncaught);
        boolean outOfMemory = name == null || name.equals("java.lang.OutOfMemoryError");
        if (outOfMemory) {
            OutOfMemory.release();
            if (!OutOfMemory.claimLine()) {
                return; // the heap watchdog is saying it and halting
            }
        }
        try {
            Value threadClass = uncaught == null ? null : context.getBindings("java").getMember("java.lang.Thread");
            if (uncaught == null || outOfMemory && threadClass.invokeMember("getDefaultUncaughtExceptionHandler").isNull()
                            && uncaught.invokeMember("getStackTrace").getArraySize() == 0) {
                printFirstLine(e, uncaught, name, outOfMemory);
                return;
            }
            if (outOfMemory && !OutOfMemory.commitLine()) {
                return; // the heap watchdog took the line over
            }
            Value thread = threadClass.invokeMember("currentThread");
            thread.invokeMember("getUncaughtExceptionHandler").invokeMember("uncaughtException", thread, uncaught);
        } catch (PolyglotException | IllegalStateException | UnsupportedOperationException | OutOfMemoryError | StackOverflowError again) {
            if (again instanceof OutOfMemoryError || again instanceof PolyglotException p && p.isResourceExhausted()) {
                OutOfMemory.release();
            }
            printFirstLine(e, uncaught, name, outOfMemory);
        } finally {
            if (outOfMemory) {
                OutOfMemory.lineSaid();
            }
        }
    }

    /** "Exception in thread "main" class: message"; the launcher's line if memory is too short even for that. */
    private static void printFirstLine(PolyglotException e, Value uncaught, String name, boolean outOfMemory) {
        String line;
        try {
            line = "Exception in thread \"main\" " + MainMethod.describe(uncaught, name, e.getMessage());
        } catch (OutOfMemoryError again) {
            line = null;
        }
        if (outOfMemory && !OutOfMemory.commitLine()) {
            return; // the heap watchdog took the line over
        }
        OutOfMemory.writeLine(line);
    }

    /** The guest class name of the throwable, or null if even that fails (memory is short). */
    private static String className(Value throwable) {
        try {
            return throwable.getMetaObject().getMetaQualifiedName();
        } catch (RuntimeException | OutOfMemoryError e) {
            return null;
        }
    }

    /**
     * Waits for the non-daemon threads and shuts the guest down (Espresso's DestroyJavaVM). When the
     * host runs out of memory here, the program's end has already been reported (its uncaught
     * OutOfMemoryError), or this is the one line that says it.
     */
    private static int destroy(Context context, int status, boolean reported) throws LaunchException {
        boolean outOfMemory = false;
        try {
            context.eval("java", "<DestroyJavaVM>");
        } catch (PolyglotException e) {
            if (e.isExit() && status == 0) {
                status = e.getExitStatus();
            } else if (isHostOutOfMemory(e)) {
                outOfMemory = true;
            }
        } catch (OutOfMemoryError e) {
            outOfMemory = true;
        }
        if (outOfMemory) {
            OutOfMemory.release();
            abandon(context);
            if (reported) {
                return status;
            }
            throw OutOfMemory.error();
        }
        try {
            return closeQuietly(context, status);
        } catch (OutOfMemoryError e) {
            OutOfMemory.release();
            if (reported) {
                return status;
            }
            throw OutOfMemory.error();
        }
    }

    private static int closeQuietly(Context context, int status) {
        try {
            context.close(true);
        } catch (PolyglotException | IllegalStateException e) {
            // the guest already exited; nothing left to release
        }
        return status;
    }

    /** After a failure: release what can be, never fail again. */
    private static void abandon(Context context) {
        try {
            context.close(true);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // nothing more to do
        }
    }
}

package org.goldilocks.corpus.support;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.goldilocks.DataRaceException;

/**
 * Runs corpus programs one after another in one guest VM (one VM start-up for the whole corpus)
 * and prints one line per program: {@code CORPUS-RESULT {json}} with every DataRaceException and
 * every other exception any of its threads raised.
 *
 * <p>Each program's main runs in a fresh thread named "main", in a thread group of its own whose
 * uncaught-exception handler records what ends a thread; the harness then waits for every thread
 * of that group before moving on, so programs do not overlap.
 */
public final class Harness {
    private static final long PROGRAM_TIMEOUT_MS = 120_000;
    /** The running program's findings; written before its threads start (fork is happens-before). */
    private static volatile List<String> current;

    private Harness() {
    }

    public static void main(String[] args) throws Exception {
        // Link describe()'s string concatenations here, once, before any program runs: their
        // first execution would otherwise happen in whichever program threads die first, possibly
        // several at once, and a failure while linking (a race raised inside the JDK's linkage
        // code, say) leaves the call site permanently broken, losing every later finding.
        describe(Thread.currentThread(), new RuntimeException("warm-up"), false);
        for (String program : args) {
            System.out.println("CORPUS-RESULT " + run(program));
            System.out.flush();
        }
        System.out.println("CORPUS-DONE " + args.length);
    }

    /** For programs that catch the DataRaceException themselves and want it counted. */
    public static void caught(DataRaceException e) {
        current.add(describe(Thread.currentThread(), e, true));
    }

    private static String run(String program) throws InterruptedException {
        List<String> findings = Collections.synchronizedList(new ArrayList<>());
        current = findings;
        ThreadGroup group = new ThreadGroup("corpus") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                try {
                    findings.add(describe(t, e, false));
                } catch (Throwable broken) {
                    broken.printStackTrace();
                    throw broken;
                }
            }
        };
        boolean[] completed = {false};
        Thread main = new Thread(group, () -> {
            try {
                Class.forName(program).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                completed[0] = true;
            } catch (InvocationTargetException e) {
                findings.add(describe(Thread.currentThread(), e.getCause(), false));
            } catch (ReflectiveOperationException e) {
                findings.add(describe(Thread.currentThread(), e, false));
            }
        }, "main");
        long start = System.nanoTime();
        main.start();
        main.join(PROGRAM_TIMEOUT_MS);
        long deadline = start + PROGRAM_TIMEOUT_MS * 1_000_000L;
        while (group.activeCount() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        boolean timedOut = main.isAlive() || group.activeCount() > 0;
        if (timedOut) {
            // Say what is still running (a hang or a lingering thread), to diagnose it from the result.
            Thread[] alive = new Thread[group.activeCount() + 1];
            int n = group.enumerate(alive);
            for (int i = 0; i < n; i++) {
                // Name and state only: another thread's stack needs a VM handshake with it, which a
                // thread stuck outside guest code never answers (that hung a soak run).
                System.err.println("CORPUS-HUNG " + program + " thread \"" + alive[i].getName() + "\" " + alive[i].getState());
            }
        }
        StringBuilder sb = new StringBuilder("{\"program\":").append(quote(program))
                        .append(",\"completed\":").append(completed[0])
                        .append(",\"timedOut\":").append(timedOut)
                        .append(",\"millis\":").append((System.nanoTime() - start) / 1_000_000)
                        .append(",\"findings\":[");
        synchronized (findings) {
            sb.append(String.join(",", findings));
        }
        return sb.append("]}").toString();
    }

    private static String describe(Thread t, Throwable e, boolean caught) {
        if (e instanceof InternalError && e.getCause() instanceof DataRaceException race) {
            // Field.get/set (jdk.internal.reflect.MethodHandle*FieldAccessorImpl) wrap every
            // unexpected exception in InternalError: count the race it carries (docs/semantics.md).
            e = race;
        }
        StackTraceElement[] st = e.getStackTrace();
        StringBuilder frames = new StringBuilder("[");
        for (int i = 0; i < st.length; i++) {
            frames.append(i == 0 ? "" : ",").append(quote(st[i].getFileName() + ":" + st[i].getLineNumber()));
        }
        frames.append(']');
        String top = st.length == 0 ? "" : st[0].toString();
        return "{\"thread\":" + quote(t.getName())
                        + ",\"exception\":" + quote(e.getClass().getName())
                        + ",\"caught\":" + caught
                        + ",\"message\":" + quote(String.valueOf(e.getMessage()))
                        + ",\"top\":" + quote(top)
                        + ",\"frames\":" + frames + "}";
    }

    private static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}

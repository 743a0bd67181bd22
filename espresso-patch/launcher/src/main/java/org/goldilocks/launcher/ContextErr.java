package org.goldilocks.launcher;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * The guest context's stderr: what Truffle and Espresso print from the host side, above all what
 * Truffle prints when one of the context's threads dies of a host exception (its
 * {@code PolyglotUncaughtExceptionHandler} prints the whole host stack trace). The program's own
 * System.err does not come here (Espresso writes it to file descriptor 2) and is never filtered.
 * When the heap runs out, a thread started after {@link QuietOnOutOfMemory} was installed can die
 * that way and would print a stack dump of VM internals next to the program's one line. Those
 * reports are recognized by Truffle's handler on the writing thread's stack and never written: an
 * OutOfMemoryError marks the heap exhausted ({@link OutOfMemory}), an exit or cancellation in
 * progress is dropped, anything else becomes the one line of an {@link InternalFailure} (unless
 * the heap runs out: see {@link #pending}).
 *
 * <p>Only writes from threads other than the launcher's (the guest main thread) are checked, with a
 * short stack walk each.
 */
final class ContextErr extends OutputStream {
    private static final StackWalker WALKER = StackWalker.getInstance();
    private static final int MAX_DEPTH = 40;

    private final PrintStream out;
    private final Thread launcherThread;
    /** Set in a thread whose death Truffle is reporting: the rest of the report is dropped too. */
    private final ThreadLocal<Boolean> reporting = new ThreadLocal<>();

    ContextErr(PrintStream out) {
        this.out = out;
        this.launcherThread = Thread.currentThread();
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[]{(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (Thread.currentThread() != launcherThread && fromTrufflesHandler()) {
            if (reporting.get() == null) {
                reporting.set(Boolean.TRUE);
                firstLineOfReport(new String(b, off, len, Charset.defaultCharset()));
            }
            return;
        }
        out.write(b, off, len);
    }

    @Override
    public void flush() {
        out.flush();
    }

    /** Truffle closes the context's streams with it: the launcher's stderr stays open. */
    @Override
    public void close() {
        out.flush();
    }

    private static boolean fromTrufflesHandler() {
        return WALKER.walk(frames -> frames.limit(MAX_DEPTH).anyMatch(f -> isTrufflesHandler(f.getClassName())));
    }

    static boolean isTrufflesHandler(String className) {
        return className.startsWith("com.oracle.truffle.polyglot.") && className.endsWith("UncaughtExceptionHandler");
    }

    private static void firstLineOfReport(String text) {
        int newline = text.indexOf('\n');
        String line = (newline >= 0 ? text.substring(0, newline) : text).strip();
        if (line.contains("OutOfMemoryError")) {
            OutOfMemory.release(); // the one line about it comes from the program's end or the watchdog
        } else if (!line.contains("EspressoExitException") && !line.contains("CancelExecution") && !line.isEmpty()) {
            pending(Thread.currentThread().getName(), line);
        }
    }

    private static final Object LOCK = new Object();
    /** The first VM thread failure's line until it is said; {@code taken} once there was one (later ones are dropped). */
    private static String pendingLine;
    private static boolean taken;

    /**
     * A VM thread's failure is said after a grace period, or at the launcher's exit, unless the heap
     * has run out meanwhile: VM threads fail in all sorts of ways when memory is exhausted (seen:
     * "Failed to create new native callable" in the Reference Handler, just before the program's own
     * OutOfMemoryError), and then the one line about the heap says it all.
     */
    private static void pending(String threadName, String line) {
        synchronized (LOCK) {
            if (taken) {
                return; // one is enough
            }
            taken = true;
            pendingLine = "in a thread of the VM (" + threadName + "): " + line;
        }
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(GRACE_MS);
            } catch (InterruptedException e) {
                return;
            }
            sayPending();
        }, "goldilocks-vm-failure");
        t.setDaemon(true);
        t.start();
    }

    private static final long GRACE_MS = 2_000;

    /** Says a pending VM thread failure, once, unless the heap ran out. Also called at the launcher's exit. */
    static void sayPending() {
        String line;
        synchronized (LOCK) {
            line = pendingLine;
            pendingLine = null;
        }
        if (line != null && !OutOfMemory.heapRanOut()) {
            InternalFailure.reportLine(line);
        }
    }
}

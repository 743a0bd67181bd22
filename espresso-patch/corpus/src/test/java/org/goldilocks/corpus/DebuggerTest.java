package org.goldilocks.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * bin/goldilocks with -agentlib:jdwp and the JDK's jdb attached: "catch org.goldilocks.DataRaceException"
 * stops at the racy access, before it happens, in the frame making it, with the program's state
 * visible: once for a race caught by the caller (the event names the catch location), once for an
 * uncaught one. The catch, deferred until the exception class loads, is set before main's first
 * frame. Every wait has a timeout; both processes are killed whatever happens.
 */
class DebuggerTest {
    private static final String TARGET = ReportParts.REPORTS + "DebugTarget";
    private static final long STEP_SECONDS = 180;

    /** A process whose output (stdout and stderr) is collected in the background. */
    private static final class Proc {
        final Process process;
        final StringBuilder out = new StringBuilder();
        final Writer in;

        Proc(ProcessBuilder pb) throws IOException {
            process = pb.redirectErrorStream(true).start();
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            Thread reader = new Thread(() -> pump(process.getInputStream()), "pump");
            reader.setDaemon(true);
            reader.start();
        }

        private void pump(InputStream is) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(is, StandardCharsets.UTF_8))) {
                char[] buf = new char[4096];
                int n;
                while ((n = r.read(buf)) > 0) {
                    synchronized (out) {
                        out.append(buf, 0, n);
                        out.notifyAll();
                    }
                }
            } catch (IOException e) {
                // process gone
            }
        }

        int mark() {
            synchronized (out) {
                return out.length();
            }
        }

        /** Waits until {@code text} appears after position {@code from}; returns the output from there. */
        String await(int from, String text, long seconds) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            synchronized (out) {
                while (out.indexOf(text, from) < 0) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError("timed out waiting for '" + text + "'; output so far:\n" + out);
                    }
                    TimeUnit.NANOSECONDS.timedWait(out, left);
                }
                return out.substring(from);
            }
        }

        /** Sends a command and waits for {@code expect} in what follows, then for the next prompt. */
        String command(String cmd, String expect) throws IOException, InterruptedException {
            int from = mark();
            in.write(cmd + "\n");
            in.flush();
            String answer = await(from, expect, STEP_SECONDS);
            await(from + answer.indexOf(expect), "main[1] ", STEP_SECONDS);
            return answer;
        }

        void kill() {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Test
    void jdbStopsAtTheRacyAccessWithTheStateVisible() throws Exception {
        Path jdbCommand = Path.of(System.getProperty("java.home"), "bin", "jdb");
        assertTrue(Files.isExecutable(jdbCommand), "the test JVM's JDK has no jdb: " + jdbCommand);
        int port = freePort();
        int caughtLine = ReportParts.line(TARGET, "CAUGHT RACE");
        int uncaughtLine = ReportParts.line(TARGET, "UNCAUGHT RACE");
        Proc vm = new Proc(new ProcessBuilder(Launcher.SCRIPT.toString(),
                        "-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=localhost:" + port,
                        "-cp", Launcher.CORPUS_CLASSES.toString(), TARGET));
        Proc jdb = null;
        try {
            vm.await(0, "Listening for transport dt_socket at address: localhost:" + port, STEP_SECONDS);
            jdb = new Proc(new ProcessBuilder(jdbCommand.toString(), "-attach", "localhost:" + port));
            jdb.await(0, "VM Started:", STEP_SECONDS); // the JDWP handshake is done, the VM suspended at its start
            jdb.command("ignore uncaught java.lang.Throwable", "Removed: uncaught java.lang.Throwable");
            jdb.command("catch org.goldilocks.DataRaceException", "org.goldilocks.DataRaceException");
            jdb.command("stop in " + TARGET + ".main", TARGET + ".main");

            // The catch is in place before the program's first frame (the launcher links the
            // exception class first): every frame is entered with the exception breakpoint set.
            String start = jdb.command("cont", "Breakpoint hit: \"thread=main\", " + TARGET + ".main()");
            int catchSet = start.indexOf("Set deferred all org.goldilocks.DataRaceException");
            assertTrue(catchSet >= 0 && catchSet < start.indexOf("Breakpoint hit:"), start);

            // The first race: in consume(), caught by main.
            String event = jdb.command("cont", "\"thread=main\", " + TARGET + ".consume(), line=" + caughtLine);
            assertTrue(event.contains("Exception occurred: org.goldilocks.DataRaceException (to be caught at: " + TARGET + ".main()"), event);
            String where = jdb.command("where", TARGET + ".main (DebugTarget.java:");
            assertTrue(where.contains("[1] " + TARGET + ".consume (DebugTarget.java:" + caughtLine + ")"), where);
            assertTrue(where.contains("[2] " + TARGET + ".main (DebugTarget.java:"), where);
            jdb.command("print this.data", "this.data = 42");
            String dump = jdb.command("dump this", "other: 7");
            assertTrue(dump.contains("data: 42"), dump);

            // The second race: in main, uncaught.
            event = jdb.command("cont", "\"thread=main\", " + TARGET + ".main(), line=" + uncaughtLine);
            assertTrue(event.contains("Exception occurred: org.goldilocks.DataRaceException (uncaught)"), event);
            where = jdb.command("where", "[1] " + TARGET + ".main (DebugTarget.java:" + uncaughtLine + ")");
            assertFalse(where.contains("[2]"), where);
            String locals = jdb.command("locals", "t = instance of java.lang.Thread(name='writer'");
            assertTrue(locals.contains("p = instance of " + TARGET), locals);
            jdb.command("dump p", "other: 7");

            int from = jdb.mark();
            jdb.in.write("cont\n");
            jdb.in.flush();
            jdb.await(from, "The application exited", STEP_SECONDS);
            assertTrue(jdb.process.waitFor(STEP_SECONDS, TimeUnit.SECONDS), "jdb did not exit");
            assertTrue(vm.process.waitFor(STEP_SECONDS, TimeUnit.SECONDS), "the VM did not exit");
            assertEquals(1, vm.process.exitValue(), vm.out::toString);
            String vmOut = vm.out.toString();
            assertTrue(vmOut.contains("caught the first race"), vmOut);
            assertFalse(vmOut.contains("twice "), () -> "the caught racy read must not have happened:\n" + vmOut);
            assertTrue(vmOut.contains("Exception in thread \"main\" org.goldilocks.DataRaceException: read of " + TARGET + ".other"), vmOut);
            assertEquals(2, ReportParts.textRaces(vmOut).size(), vmOut);
        } catch (AssertionError e) {
            // jdb's output alone does not say whether the VM raised (a CI run once saw the program
            // exit without jdb's exception stop): add what the VM printed.
            throw new AssertionError(e.getMessage() + "\nthe VM's output so far:\n" + vm.out, e);
        } finally {
            if (jdb != null) {
                jdb.kill();
            }
            vm.kill();
        }
    }
}

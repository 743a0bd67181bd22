package org.goldilocks.vm.hooks;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import com.oracle.truffle.api.CompilerDirectives.TruffleBoundary;
import com.oracle.truffle.api.nodes.DirectCallNode;
import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoException;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A guest thread's uncaught exception, handed to its handler ({@code Thread.dispatchUncaughtException})
 * as the java launcher's VM does it. Upstream Espresso lets an exception thrown by the handler itself
 * escape the host thread, where Truffle prints a host stack trace; HotSpot prints one line and the
 * thread ends (JavaThread::exit), and so does this. And a thread that has ended is not handed an
 * exception again.
 */
public final class UncaughtDispatch {
    private UncaughtDispatch() {
    }

    /** Called by GuestRunnable.run in place of its bare dispatch call. */
    public static void dispatch(DirectCallNode dispatchUncaught, EspressoContext context, StaticObject thread, EspressoException uncaught) {
        try {
            dispatchUncaught.call(thread, uncaught.getGuestException());
        } catch (EspressoException handlerThrew) {
            handlerThrew(context, thread, handlerThrew);
        }
    }

    /** HotSpot's words, to the VM's stderr (the context's), leading newline included. */
    @TruffleBoundary
    private static void handlerThrew(EspressoContext context, StaticObject thread, EspressoException e) {
        String line = System.lineSeparator() + "Exception: " + e.getGuestException().getKlass().getExternalName()
                        + " thrown from the UncaughtExceptionHandler in thread \"" + context.getThreadAccess().getThreadName(thread) + "\""
                        + System.lineSeparator();
        try {
            OutputStream err = context.err();
            err.write(line.getBytes(StandardCharsets.UTF_8));
            err.flush();
        } catch (IOException ignored) {
            // stderr is gone: nothing else to tell it to
        }
    }

    /**
     * The exception VM.DetachCurrentThread is to dispatch: the thread's pending one, unless the thread
     * has already terminated. A guest thread's end already dispatched what ended it (GuestRunnable),
     * and Truffle disposes of the thread afterwards; a stale pending exception left from native code
     * (seen: the Reference Handler's OutOfMemoryError when the heap ran out) would be dispatched to a
     * terminated thread, whose handler is null (Thread.getUncaughtExceptionHandler), and the
     * resulting NullPointerException's stack trace printed on the program's stderr.
     */
    public static StaticObject pendingAtDetach(EspressoContext context, StaticObject thread, StaticObject pending) {
        if (pending != null && com.oracle.truffle.espresso.threads.ThreadState.isTerminated(context.getThreadAccess().getState(thread))) {
            return null;
        }
        return pending;
    }
}

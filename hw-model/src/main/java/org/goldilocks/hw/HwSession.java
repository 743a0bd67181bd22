package org.goldilocks.hw;

/**
 * The process's one model, when a runtime runs under it: whoever parses the options (the
 * launcher) creates it and sets it here before the runtime starts; the runtime feeds it, and the
 * creator reports it at exit. Null when no model runs.
 */
public final class HwSession {
    private static volatile HwModel current;
    private static volatile String failure;

    private HwSession() {
    }

    public static void set(HwModel model) {
        current = model;
    }

    public static HwModel current() {
        return current;
    }

    /**
     * The runtime stopped feeding the model ({@link org.goldilocks.hw.machine.HwModelException}:
     * heap exhausted, contract broken): the first such message. Returns true the first time.
     */
    public static synchronized boolean fail(String message) {
        if (failure != null) {
            return false;
        }
        failure = message;
        return true;
    }

    /** The failure's message, or null while the model is fed. */
    public static String failure() {
        return failure;
    }
}

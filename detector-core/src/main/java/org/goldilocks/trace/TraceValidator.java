package org.goldilocks.trace;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks that a sequence of events could be an execution: threads act only between their fork
 * (T0: from the start) and their end, a lock has one owner at a time and only its owner releases
 * it (re-entrantly), a thread joins only another thread that has ended, and each thread is forked
 * once. Feed events in trace order to {@link #accept}.
 */
public final class TraceValidator {
    /** The main thread: running when the trace starts. */
    public static final String MAIN_THREAD = "T0";

    private final Map<String, Boolean> threadEnded = new HashMap<>();
    private final Map<String, String> lockOwner = new HashMap<>();
    private final Map<String, Integer> lockDepth = new HashMap<>();

    public TraceValidator() {
        threadEnded.put(MAIN_THREAD, false);
    }

    public static void validate(List<TraceEvent> events) throws MalformedTraceException {
        TraceValidator validator = new TraceValidator();
        for (TraceEvent e : events) {
            validator.accept(e);
        }
    }

    public static boolean isWellFormed(List<TraceEvent> events) {
        try {
            validate(events);
            return true;
        } catch (MalformedTraceException e) {
            return false;
        }
    }

    /** Checks the next event and, if it is well-formed, applies it. */
    public void accept(TraceEvent e) throws MalformedTraceException {
        String t = e.thread();
        Boolean ended = threadEnded.get(t);
        if (ended == null) {
            throw malformed(e, "thread " + t + " has not been forked");
        }
        if (ended) {
            throw malformed(e, "thread " + t + " has already ended");
        }
        String arg = e.argument();
        switch (e.op()) {
            case FORK -> {
                if (threadEnded.containsKey(arg)) {
                    throw malformed(e, t + " forks " + arg + ", which already exists");
                }
                threadEnded.put(arg, false);
            }
            case JOIN -> {
                if (arg.equals(t)) {
                    throw malformed(e, t + " joins itself");
                }
                Boolean joinedEnded = threadEnded.get(arg);
                if (joinedEnded == null) {
                    throw malformed(e, t + " joins " + arg + ", which has not been forked");
                }
                if (!joinedEnded) {
                    throw malformed(e, t + " joins " + arg + ", which has not ended");
                }
            }
            case END -> threadEnded.put(t, true); // locks still held stay held for ever
            case ACQ -> {
                String owner = lockOwner.get(arg);
                if (owner != null && !owner.equals(t)) {
                    throw malformed(e, t + " acquires lock " + arg + ", which " + owner + " holds");
                }
                lockOwner.put(arg, t);
                lockDepth.merge(arg, 1, Integer::sum);
            }
            case REL -> {
                if (!t.equals(lockOwner.get(arg))) {
                    throw malformed(e, t + " releases lock " + arg + ", which it does not hold");
                }
                if (lockDepth.merge(arg, -1, Integer::sum) == 0) {
                    lockDepth.remove(arg);
                    lockOwner.remove(arg);
                }
            }
            case VRD, VWR, RD, WR -> {
            }
        }
    }

    private static MalformedTraceException malformed(TraceEvent e, String reason) {
        return new MalformedTraceException(e.line(), reason);
    }
}

package org.goldilocks.trace;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks that a sequence of events could be an execution: threads act only between their fork
 * (T0: from the start) and their end, a lock has one owner at a time and only its owner releases
 * it (re-entrantly), a thread joins only another thread that has ended, and each thread is forked
 * once. Also: a thread waits only on a monitor it holds and does nothing but end its wait until
 * it does, when the monitor is free; a wait ends by notification only if a notify left a wake-up
 * for it (counted as in {@code org.goldilocks.engine.hybrid.WaitRoom}); a java.util.concurrent
 * lock has one exclusive owner or any number of readers, its owner may also read-lock it, a reader
 * may not write-lock it (that would block for ever); a class is initialized at most once. Feed
 * events in trace order to {@link #accept}.
 */
public final class TraceValidator {
    /** The main thread: running when the trace starts. */
    public static final String MAIN_THREAD = "T0";

    private final Map<String, Boolean> threadEnded = new HashMap<>();
    private final Map<String, String> lockOwner = new HashMap<>();
    private final Map<String, Integer> lockDepth = new HashMap<>();
    /** Waiting threads and the monitor each waits on. */
    private final Map<String, String> waitingOn = new HashMap<>();
    /** A waiting thread's re-entrant depth on its monitor, restored when the wait ends. */
    private final Map<String, Integer> waitDepth = new HashMap<>();
    /** Per monitor: how many wait, how many wake-ups notifies left. */
    private final Map<String, int[]> waitCounts = new HashMap<>();
    /** java.util.concurrent locks: exclusive owner, and per lock the readers with their depth. */
    private final Map<String, String> writer = new HashMap<>();
    private final Map<String, Integer> writeDepth = new HashMap<>();
    private final Map<String, Map<String, Integer>> readers = new HashMap<>();
    private final Set<String> initialized = new HashSet<>();

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
        String waitedOn = waitingOn.get(t);
        if (waitedOn != null && !((e.op() == Op.WAITED || e.op() == Op.WOKE) && arg.equals(waitedOn))) {
            throw malformed(e, "thread " + t + " is waiting on " + waitedOn);
        }
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
                requireNoOtherOwner(lockOwner, e, "acquires lock");
                lockOwner.put(arg, t);
                lockDepth.merge(arg, 1, Integer::sum);
            }
            case REL -> release(lockOwner, lockDepth, e, "releases lock");
            case WAIT -> {
                if (!t.equals(lockOwner.get(arg))) {
                    throw malformed(e, t + " waits on " + arg + ", which it does not hold");
                }
                lockOwner.remove(arg);
                waitDepth.put(t, lockDepth.remove(arg));
                waitingOn.put(t, arg);
                waitCounts.computeIfAbsent(arg, k -> new int[2])[0]++;
            }
            case WAITED, WOKE -> {
                if (!arg.equals(waitedOn)) {
                    throw malformed(e, t + " is not waiting on " + arg);
                }
                String owner = lockOwner.get(arg);
                if (owner != null) {
                    throw malformed(e, t + " ends its wait on " + arg + ", which " + owner + " holds");
                }
                int[] counts = waitCounts.get(arg);
                if (e.op() == Op.WAITED) {
                    if (counts[1] == 0) {
                        throw malformed(e, t + " is notified on " + arg + ", but no notify is pending for it");
                    }
                    counts[1]--;
                }
                counts[0]--;
                counts[1] = Math.min(counts[1], counts[0]);
                waitingOn.remove(t);
                lockOwner.put(arg, t);
                lockDepth.put(arg, waitDepth.remove(t));
            }
            case NOTIFY, NOTIFYALL -> {
                if (!t.equals(lockOwner.get(arg))) {
                    throw malformed(e, t + " notifies on " + arg + ", which it does not hold");
                }
                int[] counts = waitCounts.get(arg);
                if (counts != null && counts[1] < counts[0]) {
                    counts[1] = e.op() == Op.NOTIFYALL ? counts[0] : counts[1] + 1;
                }
            }
            case LACQ -> {
                String w = writer.get(arg);
                requireNoOtherOwner(writer, e, "write-locks");
                Map<String, Integer> r = readers.getOrDefault(arg, Map.of());
                for (String reader : r.keySet()) {
                    if (!reader.equals(t)) {
                        throw malformed(e, t + " write-locks " + arg + ", which " + reader + " holds for reading");
                    }
                    if (w == null) {
                        throw malformed(e, t + " write-locks " + arg + " while it holds it for reading (would block for ever)");
                    }
                }
                writer.put(arg, t);
                writeDepth.merge(arg, 1, Integer::sum);
            }
            case LREL -> release(writer, writeDepth, e, "write-unlocks");
            case RACQ -> {
                requireNoOtherOwner(writer, e, "read-locks");
                readers.computeIfAbsent(arg, k -> new HashMap<>()).merge(t, 1, Integer::sum);
            }
            case RREL -> {
                Map<String, Integer> r = readers.get(arg);
                if (r == null || !r.containsKey(t)) {
                    throw malformed(e, t + " read-unlocks " + arg + ", which it does not hold for reading");
                }
                if (r.merge(t, -1, Integer::sum) == 0) {
                    r.remove(t);
                }
            }
            case INITDONE -> {
                if (!initialized.add(arg)) {
                    throw malformed(e, "class " + arg + " is already initialized");
                }
            }
            case VRD, VWR, RD, WR, SEND, RECV, INITSEEN -> { // a class seen but not initialized in the trace was before it

            }
        }
    }

    /** The event's lock has no owner but perhaps the event's thread ({@code what}: the action, for the message). */
    private static void requireNoOtherOwner(Map<String, String> owners, TraceEvent e, String what) throws MalformedTraceException {
        String owner = owners.get(e.argument());
        if (owner != null && !owner.equals(e.thread())) {
            throw malformed(e, e.thread() + " " + what + " " + e.argument() + ", which " + owner + " holds");
        }
    }

    /** A re-entrant exclusive release by the event's thread, which must own the lock; the last one frees it. */
    private static void release(Map<String, String> owners, Map<String, Integer> depths, TraceEvent e, String what) throws MalformedTraceException {
        String lock = e.argument();
        if (!e.thread().equals(owners.get(lock))) {
            throw malformed(e, e.thread() + " " + what + " " + lock + ", which it does not hold");
        }
        if (depths.merge(lock, -1, Integer::sum) == 0) {
            depths.remove(lock);
            owners.remove(lock);
        }
    }

    private static MalformedTraceException malformed(TraceEvent e, String reason) {
        return new MalformedTraceException(e.line(), reason);
    }
}

package org.goldilocks.trace;

/** The operations of the trace format, with their keyword and what their argument names. */
public enum Op {
    FORK("fork", "thread"),
    JOIN("join", "thread"),
    END("end", null),
    ACQ("acq", "lock"),
    REL("rel", "lock"),
    VRD("vrd", "volatile"),
    VWR("vwr", "volatile"),
    RD("rd", "var"),
    WR("wr", "var"),
    /** Object.wait: releases the monitor (all re-entrant holds) and waits. */
    WAIT("wait", "lock"),
    /** The wait ends by a notification; the monitor is re-acquired. */
    WAITED("waited", "lock"),
    /** The wait ends otherwise (time-out, interrupt, spurious wake-up); the monitor is re-acquired. */
    WOKE("woke", "lock"),
    NOTIFY("notify", "lock"),
    NOTIFYALL("notifyall", "lock"),
    /** A java.util.concurrent lock taken exclusively (ReentrantLock, a write lock). */
    LACQ("lacq", "jlock"),
    LREL("lrel", "jlock"),
    /** A java.util.concurrent read lock (shared) taken. */
    RACQ("racq", "jlock"),
    RREL("rrel", "jlock"),
    /** A message sent on a channel (a method marked as a send). */
    SEND("send", "channel"),
    /** The messages of a channel received (a method marked as a receive returned). */
    RECV("recv", "channel"),
    /** The thread completed the class's static initializer. */
    INITDONE("initdone", "class"),
    /** The thread found the class initialized. */
    INITSEEN("initseen", "class");

    private final String keyword;
    private final String argument;

    Op(String keyword, String argument) {
        this.keyword = keyword;
        this.argument = argument;
    }

    public String keyword() {
        return keyword;
    }

    /** Whether the event names a second thread, lock, volatile or variable. */
    public boolean hasArgument() {
        return argument != null;
    }

    public boolean isAccess() {
        return this == RD || this == WR;
    }

    /** The event's syntax, for error messages: {@code <thread> rd <var>}. */
    public String syntax() {
        return "<thread> " + keyword + (argument == null ? "" : " <" + argument + ">");
    }

    /** The operation with this keyword, or null. */
    public static Op ofKeyword(String keyword) {
        for (Op op : values()) {
            if (op.keyword.equals(keyword)) {
                return op;
            }
        }
        return null;
    }
}

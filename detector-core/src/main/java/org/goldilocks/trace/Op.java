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
    WR("wr", "var");

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

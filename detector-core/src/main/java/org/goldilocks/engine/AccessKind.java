package org.goldilocks.engine;

/** The two kinds of data access. Two accesses conflict when they touch the same variable and at least one writes. */
public enum AccessKind {
    READ,
    WRITE;

    public boolean isWrite() {
        return this == WRITE;
    }

    public String lowerCase() {
        return this == READ ? "read" : "write";
    }
}

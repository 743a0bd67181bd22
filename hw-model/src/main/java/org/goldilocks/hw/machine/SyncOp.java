package org.goldilocks.hw.machine;

/** The two halves of every synchronization edge: a release publishes, an acquire receives. */
public enum SyncOp {
    ACQUIRE,
    RELEASE
}

package org.goldilocks.report;

import java.util.List;

import org.goldilocks.engine.AccessKind;

/**
 * One of the two accesses of a race.
 *
 * @param kind read or write
 * @param threadName the thread's name when the race was reported
 * @param threadId the thread's id ({@code Thread.threadId()}), -1 if unknown
 * @param locks the monitors the thread held at the access, outermost first ({@code Class@hash})
 * @param stack the access's stack, innermost (the access itself) first; never empty
 * @param fullStack whether {@code stack} is the whole stack, or only the racing frame
 */
public record Access(AccessKind kind, String threadName, long threadId, List<String> locks, List<Frame> stack, boolean fullStack) {
    public Access {
        locks = List.copyOf(locks);
        stack = List.copyOf(stack);
        if (stack.isEmpty()) {
            throw new IllegalArgumentException("an access has at least its own frame");
        }
    }

    /** The frame of the access itself. */
    public Frame top() {
        return stack.get(0);
    }
}

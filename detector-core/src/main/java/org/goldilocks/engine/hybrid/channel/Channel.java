package org.goldilocks.engine.hybrid.channel;

import java.util.Objects;

/**
 * One line of a channel list: calls of a method that send or receive the hybrid engine's messages
 * (O'Callahan and Choi, sec. 3.2). A call of a method named {@link #method} on an object whose class
 * is {@link #className} or a subtype (for a static method: a method declared in that class) sends
 * ({@link org.goldilocks.engine.Engine#send}) or receives ({@link org.goldilocks.engine.Engine#receive})
 * on the channel of the object {@link #target} names, when the call is entered or when it returns
 * normally. Every overload of that name counts; an overload without argument {@link #argument}, a
 * null object or a method returning nothing makes that call no event.
 *
 * @param argument for {@link Target#ARGUMENT}: which one, from 0 (the receiver not counted); else -1
 */
public record Channel(Direction direction, String className, String method, Target target, int argument, When when) {
    public enum Direction {
        SEND,
        RECEIVE;

        public String keyword() {
            return this == SEND ? "send" : "receive";
        }
    }

    /** The object whose channel the message goes through. */
    public enum Target {
        /** The receiver of the call. */
        THIS,
        /** An argument of the call. */
        ARGUMENT,
        /** The value the call returned (at return only). */
        RESULT
    }

    public enum When {
        ENTRY,
        RETURN;

        public String keyword() {
            return this == ENTRY ? "entry" : "return";
        }
    }

    public Channel {
        Objects.requireNonNull(direction);
        Objects.requireNonNull(className);
        Objects.requireNonNull(method);
        Objects.requireNonNull(target);
        Objects.requireNonNull(when);
        if ((target == Target.ARGUMENT) != (argument >= 0)) {
            throw new IllegalArgumentException("argument " + argument + " for " + target);
        }
        if (target == Target.RESULT && when != When.RETURN) {
            throw new IllegalArgumentException("a result exists only at return");
        }
    }

    /** The default time: a send when the method is entered (before the handoff), a receive when it returns (after it). */
    public static When defaultWhen(Direction direction) {
        return direction == Direction.SEND ? When.ENTRY : When.RETURN;
    }

    /** {@code pkg.Class.method}. */
    public String qualifiedMethod() {
        return className + "." + method;
    }

    /** The line of the list format that means this channel. */
    @Override
    public String toString() {
        String object = switch (target) {
            case THIS -> "this";
            case ARGUMENT -> "arg" + argument;
            case RESULT -> "result";
        };
        return direction.keyword() + " " + qualifiedMethod() + " " + object + " " + when.keyword();
    }
}

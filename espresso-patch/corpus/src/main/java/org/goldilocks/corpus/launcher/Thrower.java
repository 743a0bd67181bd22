package org.goldilocks.corpus.launcher;

/** main ends with an uncaught exception, like any Java program can. */
public class Thrower {
    public static void main(String[] args) {
        throw new IllegalStateException("boom");
    }
}

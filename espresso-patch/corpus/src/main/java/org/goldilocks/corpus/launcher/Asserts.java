package org.goldilocks.corpus.launcher;

/** Fails only when assertions are enabled (-ea). */
public class Asserts {
    public static void main(String[] args) {
        assert args.length > 0 : "assertions are on";
        System.out.println("assertions are off");
    }
}

package org.goldilocks.corpus.launcher;

/** A static main without parameters (JLS 12.1.4, java 25). */
public class StaticNoArgsMain {
    public static void main() {
        System.out.println("static main()");
    }
}

package org.goldilocks.corpus.launcher;

/** An instance main(String[]), on an instance made with the implicit constructor (java 25). */
public class InstanceArgsMain {
    private final String greeting = "instance main(String[])";

    void main(String[] args) {
        System.out.println(greeting + " " + String.join(",", args));
    }
}

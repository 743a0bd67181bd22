package org.goldilocks.corpus.launcher;

/** An instance main() in a package-private class with a package-private constructor (java 25). */
class InstanceNoArgsMain {
    private final String greeting;

    InstanceNoArgsMain() {
        greeting = "instance main()";
    }

    void main() {
        System.out.println(greeting);
    }
}

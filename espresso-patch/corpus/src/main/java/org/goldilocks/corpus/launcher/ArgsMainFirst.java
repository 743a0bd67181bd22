package org.goldilocks.corpus.launcher;

/** Both a main(String[]) (instance) and a main() (static): java runs the one with String[]. */
public class ArgsMainFirst {
    void main(String[] args) {
        System.out.println("main(String[]) " + args.length);
    }

    static void main() {
        System.out.println("main()");
    }
}

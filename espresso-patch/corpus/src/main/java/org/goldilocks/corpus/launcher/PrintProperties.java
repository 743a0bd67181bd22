package org.goldilocks.corpus.launcher;

/** Prints the system property named by each argument, one a line. */
public class PrintProperties {
    public static void main(String[] args) {
        for (String name : args) {
            System.out.println(System.getProperty(name));
        }
    }
}

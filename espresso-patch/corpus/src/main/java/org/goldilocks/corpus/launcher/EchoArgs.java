package org.goldilocks.corpus.launcher;

/** Prints the "greeting" property and its arguments, then exits with the status in args[0]. */
public class EchoArgs {
    public static void main(String[] args) {
        System.out.println(System.getProperty("greeting") + "|" + String.join("|", args));
        System.exit(Integer.parseInt(args[0]));
    }
}

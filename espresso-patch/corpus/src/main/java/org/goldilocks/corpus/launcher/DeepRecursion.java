package org.goldilocks.corpus.launcher;

/** Recurses args[0] calls deep and prints the depth (guest frames live on the host thread's stack). */
public class DeepRecursion {
    static int depth(int n) {
        return n == 0 ? 0 : 1 + depth(n - 1);
    }

    public static void main(String[] args) {
        System.out.println(depth(Integer.parseInt(args[0])));
    }
}

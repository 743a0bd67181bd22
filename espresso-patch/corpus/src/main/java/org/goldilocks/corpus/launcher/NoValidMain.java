package org.goldilocks.corpus.launcher;

/** Methods named main, none of which java would run: one returns int, the other is private. */
public class NoValidMain {
    public static int main(String[] args) {
        return 1;
    }

    private static void main() {
    }
}

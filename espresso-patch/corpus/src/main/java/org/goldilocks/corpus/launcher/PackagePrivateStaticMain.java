package org.goldilocks.corpus.launcher;

/** A package-private static main(String[]) in a package-private class (java 25 runs it). */
class PackagePrivateStaticMain {
    static void main(String[] args) {
        System.out.println("package-private static main(String[]) " + String.join(",", args));
    }
}

package org.goldilocks.report;

/**
 * One frame of a reported stack: a method of the program and the source line it was at.
 *
 * @param className the declaring class, binary name ({@code pkg.Outer$Inner})
 * @param methodName the method ({@code <init>} for constructors)
 * @param fileName the source file, or null when the class has none
 * @param line the source line, or -1 when unknown
 */
public record Frame(String className, String methodName, String fileName, int line) {
    /** {@code pkg.Class.method(File.java:12)}: the form of a Java stack trace line. */
    @Override
    public String toString() {
        String where = fileName == null ? "Unknown Source" : (line >= 0 ? fileName + ":" + line : fileName);
        return className + "." + methodName + "(" + where + ")";
    }
}

package org.goldilocks.report;

/**
 * The variable two accesses raced on.
 *
 * @param kind field, static field or array element
 * @param name what the developer calls it: {@code pkg.Class.field}, or {@code int[]@1b6d3586[5]}
 * @param className the field's declaring class, or the array's type ({@code int[]})
 * @param member the field's name, or null for an array element
 * @param index the array element's index, or -1 for a field
 */
public record RacyVariable(Kind kind, String name, String className, String member, int index) {
    public enum Kind {
        FIELD("field"),
        STATIC_FIELD("static field"),
        ARRAY_ELEMENT("array element");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** "field", "static field", "array element": the word used in reports and JSON. */
        public String label() {
            return label;
        }
    }

    public static RacyVariable field(String declaringClass, String field, boolean isStatic) {
        return new RacyVariable(isStatic ? Kind.STATIC_FIELD : Kind.FIELD, declaringClass + "." + field, declaringClass, field, -1);
    }

    public static RacyVariable arrayElement(String name, String arrayType, int index) {
        return new RacyVariable(Kind.ARRAY_ELEMENT, name, arrayType, null, index);
    }

    public boolean isField() {
        return kind != Kind.ARRAY_ELEMENT;
    }
}

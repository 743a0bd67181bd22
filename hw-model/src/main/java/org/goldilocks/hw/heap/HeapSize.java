package org.goldilocks.hw.heap;

/** The one parser of heap sizes: {@code <n>[k|m|g]}, bytes or binary kilo/mega/giga, as -Xmx takes them. */
public final class HeapSize {
    private HeapSize() {
    }

    /** The size in bytes; IllegalArgumentException with a one-line message if malformed. */
    public static long parse(String text) {
        String s = text == null ? "" : text.trim();
        if (s.isEmpty()) {
            throw invalid(text);
        }
        char last = Character.toLowerCase(s.charAt(s.length() - 1));
        int shift = switch (last) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            default -> 0;
        };
        String digits = shift == 0 ? s : s.substring(0, s.length() - 1);
        if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9') || digits.length() > 18) {
            throw invalid(text);
        }
        long n = Long.parseLong(digits);
        if (n == 0 || n > (Long.MAX_VALUE >> shift)) {
            throw invalid(text);
        }
        return n << shift;
    }

    /** The inverse, for reports: the largest exact unit. */
    public static String format(long bytes) {
        for (String unit : new String[] {"g", "m", "k"}) {
            int shift = unit.equals("g") ? 30 : unit.equals("m") ? 20 : 10;
            if (bytes % (1L << shift) == 0) {
                return (bytes >> shift) + unit;
            }
        }
        return Long.toString(bytes);
    }

    private static IllegalArgumentException invalid(String text) {
        return new IllegalArgumentException("invalid heap size '" + text
                + "': expected a positive <n>[k|m|g] as -Xmx takes, e.g. 64m");
    }
}

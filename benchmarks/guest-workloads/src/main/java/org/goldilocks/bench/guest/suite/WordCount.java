package org.goldilocks.bench.guest.suite;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.bench.guest.Workers;

/**
 * Word count of an n-word text (words of a 4096-word vocabulary, a few very frequent, most rare,
 * in lines of {@link #LINE} words) into one ConcurrentHashMap with {@code merge}. The text is one
 * shared String; each thread tokenizes its slice, cut at white space, and counts every word it
 * finds. Check: the map holds exactly the words of the text, each with the count the text was
 * generated with.
 */
final class WordCount extends Program {
    private static final int VOCABULARY = 4096;
    private static final int LINE = 12;

    private final String[] words = new String[VOCABULARY];
    private int[] expected;
    private String text;
    private Map<String, Integer> counts;

    WordCount(int size, int threads) {
        super(size, threads, 1);
        Set<String> distinct = new HashSet<>();
        for (int i = 0, attempt = 0; i < VOCABULARY; attempt++) {
            String w = word(attempt);
            if (distinct.add(w)) {
                words[i++] = w;
            }
        }
    }

    @Override
    protected void prepare() {
        expected = new int[VOCABULARY];
        StringBuilder t = new StringBuilder();
        for (int first = 0; first < size; first += LINE) {
            appendLine(t, first, Math.min(size, first + LINE));
        }
        text = t.toString();
    }

    /** A pseudo-random word of 2 to 9 letters. */
    private static String word(int seed) {
        long bits = mix(seed);
        StringBuilder w = new StringBuilder();
        for (int len = 2 + (int) ((bits >>> 60) & 7); w.length() < len; bits >>>= 5) {
            w.append((char) ('a' + (int) ((bits & 31) % 26)));
        }
        return w.toString();
    }

    /** Words [first, end) of the text, as one line; counted into {@link #expected}. */
    private void appendLine(StringBuilder t, int first, int end) {
        for (int i = first; i < end; i++) {
            double u = unit(-i - 1);
            int w = (int) (VOCABULARY * u * u * u);
            expected[w]++;
            t.append(words[w]).append(i == end - 1 ? '\n' : ' ');
        }
    }

    @Override
    protected void run() throws Exception {
        ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
        Workers.run(threads, "wordcount", id -> {
            int end = sliceStart(id + 1);
            for (int i = sliceStart(id); i < end;) {
                i = countLine(map, i, end);
            }
        });
        counts = map;
    }

    /** Where slice {@code id} starts: at a word's first letter (or the end), so that no word is cut. */
    private int sliceStart(int id) {
        int i = bandStart(id, threads, text.length());
        while (i > 0 && i < text.length() && !Character.isWhitespace(text.charAt(i - 1))) {
            i++;
        }
        return i;
    }

    /** Counts the words from {@code i} to the end of its line (or {@code end}); where it stopped. */
    private int countLine(Map<String, Integer> map, int i, int end) {
        while (i < end) {
            char c = text.charAt(i);
            if (c == '\n') {
                return i + 1;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < end && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            map.merge(text.substring(start, i), 1, Integer::sum);
        }
        return i;
    }

    @Override
    protected long check() {
        int used = 0;
        long d = size;
        for (int w = 0; w < VOCABULARY; w++) {
            Integer c = counts.get(words[w]);
            if (c == null ? expected[w] != 0 : c != expected[w]) {
                throw new WrongResult("wordcount: '" + words[w] + "' counted " + c + " times, expected " + expected[w]);
            }
            used += expected[w] > 0 ? 1 : 0;
            d = fold(d, expected[w] > 0 ? c : 0);
        }
        if (counts.size() != used) {
            throw new WrongResult("wordcount: " + counts.size() + " distinct words counted, the text has " + used);
        }
        return d;
    }
}

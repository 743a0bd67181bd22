package org.goldilocks.bench.support;

import java.util.ArrayList;
import java.util.List;

/** A pipe table, padded so that it also reads well on a terminal. */
public final class MarkdownTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public MarkdownTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    public MarkdownTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    public String render() {
        int[] width = new int[header.size()];
        for (List<String> r : allRows()) {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, width);
        List<String> rule = new ArrayList<>();
        for (int w : width) {
            rule.add("-".repeat(Math.max(3, w)));
        }
        line(sb, rule, width);
        for (List<String> r : rows) {
            line(sb, r, width);
        }
        return sb.toString();
    }

    private List<List<String>> allRows() {
        List<List<String>> all = new ArrayList<>(rows);
        all.add(header);
        return all;
    }

    private static void line(StringBuilder sb, List<String> cells, int[] width) {
        sb.append('|');
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            sb.append(' ').append(c).append(" ".repeat(Math.max(0, width[i] - c.length()))).append(" |");
        }
        sb.append('\n');
    }
}

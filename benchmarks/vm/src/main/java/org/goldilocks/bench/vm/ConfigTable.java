package org.goldilocks.bench.vm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.goldilocks.bench.support.MarkdownTable;

/**
 * The results of a VM suite: one row per workload, one value per configuration, then each
 * configuration's ratio to unpatched (measured in the same run, so the first configuration).
 * Optionally a reference column that is not a VM configuration (HotSpot) comes first, with the
 * ratio unpatched / reference last. A missing value (a run that failed) shows as "—", and so do
 * the ratios that need it.
 */
final class ConfigTable<T> {
    private static final String MISSING = "—";
    private final String rowHeader;
    private final String reference;
    private final List<VmConfig> configs;
    private final Map<String, Map<String, T>> rows = new LinkedHashMap<>();

    ConfigTable(List<VmConfig> configs) {
        this("workload", null, configs);
    }

    /** {@code reference}: the label of a first column that is not a VM configuration, or null. */
    ConfigTable(String rowHeader, String reference, List<VmConfig> configs) {
        this.rowHeader = rowHeader;
        this.reference = reference;
        this.configs = configs;
    }

    void put(String row, VmConfig config, T value) {
        cells(row).put(config.label, value);
    }

    void putReference(String row, T value) {
        cells(row).put(reference, value);
    }

    private Map<String, T> cells(String row) {
        return rows.computeIfAbsent(row, r -> new LinkedHashMap<>());
    }

    /** {@code unit} names a value's column ("ns/op"); {@code ratio} gives (value, unpatched value) as text. */
    String render(String unit, Function<T, String> format, BiFunction<T, T, String> ratio) {
        List<String> values = new ArrayList<>();
        if (reference != null) {
            values.add(reference);
        }
        configs.forEach(c -> values.add(c.label));
        List<String> header = new ArrayList<>(List.of(rowHeader));
        values.forEach(v -> header.add(v + " (" + unit + ")"));
        for (VmConfig c : configs.subList(1, configs.size())) {
            header.add(c.label + " / unpatched");
        }
        if (reference != null) {
            header.add("unpatched / " + reference);
        }
        MarkdownTable table = new MarkdownTable(header);
        for (var e : rows.entrySet()) {
            Map<String, T> cells = e.getValue();
            List<String> row = new ArrayList<>(List.of(e.getKey()));
            values.forEach(v -> row.add(cells.get(v) == null ? MISSING : format.apply(cells.get(v))));
            T base = cells.get(VmConfig.UNPATCHED.label);
            for (VmConfig c : configs.subList(1, configs.size())) {
                row.add(ratioOf(ratio, cells.get(c.label), base));
            }
            if (reference != null) {
                row.add(ratioOf(ratio, base, cells.get(reference)));
            }
            table.row(row);
        }
        return table.render();
    }

    private String ratioOf(BiFunction<T, T, String> ratio, T value, T base) {
        return value == null || base == null ? MISSING : ratio.apply(value, base);
    }
}

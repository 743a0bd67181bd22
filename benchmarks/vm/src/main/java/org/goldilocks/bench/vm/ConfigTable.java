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
 */
final class ConfigTable<T> {
    private final List<VmConfig> configs;
    private final Map<String, Map<VmConfig, T>> rows = new LinkedHashMap<>();

    ConfigTable(List<VmConfig> configs) {
        this.configs = configs;
    }

    void put(String row, VmConfig config, T value) {
        rows.computeIfAbsent(row, r -> new LinkedHashMap<>()).put(config, value);
    }

    /** {@code unit} names a value's column ("ns/op"); {@code ratio} gives (value, unpatched value) as text. */
    String render(String unit, Function<T, String> format, BiFunction<T, T, String> ratio) {
        List<String> header = new ArrayList<>(List.of("workload"));
        for (VmConfig c : configs) {
            header.add(c.label + " (" + unit + ")");
        }
        for (VmConfig c : configs.subList(1, configs.size())) {
            header.add(c.label + " / unpatched");
        }
        MarkdownTable table = new MarkdownTable(header);
        for (var e : rows.entrySet()) {
            List<String> row = new ArrayList<>(List.of(e.getKey()));
            T base = e.getValue().get(VmConfig.UNPATCHED);
            for (VmConfig c : configs) {
                row.add(format.apply(e.getValue().get(c)));
            }
            for (VmConfig c : configs.subList(1, configs.size())) {
                row.add(ratio.apply(e.getValue().get(c), base));
            }
            table.row(row);
        }
        return table.render();
    }
}

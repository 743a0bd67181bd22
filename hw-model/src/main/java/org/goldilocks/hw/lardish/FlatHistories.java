package org.goldilocks.hw.lardish;

/**
 * Every history in one table, at no cost: the store of the accuracy variants, whose verdicts are
 * all that is wanted of them (placement changes no verdict: {@link HistoryStore}).
 */
public final class FlatHistories implements HistoryStore {
    private final LineMap table;

    public FlatHistories(int lineBytes) {
        this.table = new LineMap(lineBytes);
    }

    @Override
    public LineHistory forAccess(int hw, long line) {
        return table.getOrCreate(line);
    }

    @Override
    public void clear(int hw, long address, int length) {
        table.clear(address, length);
    }

    @Override
    public void copy(int hw, long source, long destination, int length) {
        table.copy(source, destination, length);
    }
}

package org.goldilocks.hw.lardish;

import java.util.HashMap;
import java.util.Map;

/**
 * LARDISH's software manager (§4.2, after RADISH): it holds the histories the last-level cache
 * evicted, hands them back on a miss, and does ClearHistory and CopyHistory for the lines it holds.
 * Every use is a transition from hardware to software, charged by the caller.
 *
 * <p>The hardware knows, per page, whether the manager holds any line of it (a count here; a bit
 * with the page's translation in hardware, an assumption of this model: docs/hw-model.md). A miss
 * in a page with none creates an empty history without a transition.
 */
final class SoftwareManager extends LineMap {
    private final int linesPerPage;
    private final Map<Long, Integer> heldPerPage = new HashMap<>();

    SoftwareManager(int lineBytes, int pageBytes) {
        super(lineBytes);
        this.linesPerPage = pageBytes / lineBytes;
    }

    /** Does the manager hold any line of the page of {@code line}? */
    boolean pageHasHistories(long line) {
        return heldPerPage.containsKey(Math.floorDiv(line, linesPerPage));
    }

    @Override
    void added(long line) {
        heldPerPage.merge(Math.floorDiv(line, linesPerPage), 1, Integer::sum);
    }

    @Override
    void removed(long line) {
        heldPerPage.computeIfPresent(Math.floorDiv(line, linesPerPage), (page, n) -> n == 1 ? null : n - 1);
    }
}

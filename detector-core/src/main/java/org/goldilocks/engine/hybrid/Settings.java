package org.goldilocks.engine.hybrid;

/** What the variables of one engine share: the switches, the lock bound, the site expander, the counts. */
final class Settings {
    final boolean subset;
    final boolean oversized;
    final LockBound bound;
    final SiteExpander expander;
    final Statistics statistics = new Statistics();

    Settings(HybridConfig config) {
        this.subset = config.optimizations().subset();
        this.oversized = config.optimizations().oversized();
        this.bound = new LockBound(config.maxLocks());
        this.expander = config.siteExpander();
    }
}

package org.goldilocks.hw.machine;

/**
 * What the machine executes, as the simulated heap, collector and scheduler emit it: the stream
 * every detector variant, the baseline cost model and a trace recorder consume. One level above
 * {@link org.goldilocks.hw.lard.Lard}: synchronization is still named by sync id here, and each
 * detector's runtime library turns language synchronization into ReadVC/WriteVC on its own clocks
 * ({@link org.goldilocks.hw.runtime.SoftwareSync}), because each detector variant has its own.
 *
 * <p>Sync ids are opaque longs. The language and the system have separate name spaces.
 */
public interface MachineEvents {
    /** Consumes nothing: a model fed for the cost of feeding it alone (§5.4). */
    MachineEvents NONE = new MachineEvents() {
        @Override
        public void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId) {
        }

        @Override
        public void languageSync(int hw, SyncOp op, long syncId) {
        }

        @Override
        public void systemSync(int hw, SyncOp op, long syncId) {
        }

        @Override
        public void thread(int hw, int languageThread) {
        }

        @Override
        public void clearHistory(int hw, long address, int length) {
        }

        @Override
        public void copyHistory(int hw, long source, long destination, int length) {
        }
    };

    /**
     * A memory access by {@code hw}. Tracked: the program's (a field or element of the guest).
     * Untracked: the system's (collector, allocator). {@code accessId} identifies the dynamic
     * access (the VM's, for tracked ones; negative for the model's own).
     */
    void access(int hw, long address, int size, boolean write, boolean tracked, int site, long accessId);

    /** Language-level synchronization (a JMM edge half) by the language thread on {@code hw}. */
    void languageSync(int hw, SyncOp op, long syncId);

    /** System synchronization: the VM's or the collector's own, not an edge of the language. */
    void systemSync(int hw, SyncOp op, long syncId);

    /** {@code hw} now runs {@code languageThread}. */
    void thread(int hw, int languageThread);

    /** LARD {@code ClearHistory}: one page-bounded range. */
    void clearHistory(int hw, long address, int length);

    /** LARD {@code CopyHistory}: page-bounded source and destination. */
    void copyHistory(int hw, long source, long destination, int length);
}

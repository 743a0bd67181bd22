package org.goldilocks.hw.lard;

/**
 * The LARD interface: what a low-level (hardware) race detector must be told by the language
 * runtime so that its reports are the language's data races (Wood, Ceze, Grossman, "Low-Level
 * Detection of Language-Level Data Races with LARD", ASPLOS 2014: Table 1, §4.1).
 *
 * <p>The detector sees addresses, sizes and hardware threads, nothing of the language. The five
 * things it needs from the runtime are the five groups of operations here:
 * <ol>
 *   <li>which accesses are the program's ({@link #trackedAccess}: checked and recorded) and which
 *       the system's ({@link #untrackedAccess}: the collector, the allocator, the VM's own data);</li>
 *   <li>which synchronization is the language's: {@link #readVC}/{@link #writeVC} expose the
 *       detector's vector clock of the language thread running on a hardware thread, so the
 *       runtime implements every language-level edge (monitors, volatiles, start/join, class
 *       initialization) in software, LARDx86-style, keyed by the runtime's own identities rather
 *       than by addresses (docs/hw-model.md, "Why ReadVC/WriteVC");</li>
 *   <li>when memory is reclaimed: {@link #clearHistory};</li>
 *   <li>when an object moves: {@link #copyHistory};</li>
 *   <li>which language thread runs on which hardware thread: {@link #thread}.</li>
 * </ol>
 *
 * <p>{@link #clearHistory} and {@link #copyHistory} never span a page boundary (each range lies
 * within one page of {@link Pages}): one operation needs one address translation, and the runtime
 * splits longer ranges ({@link Pages#forEachChunk}, {@link Pages#forEachCopyChunk}). A call that
 * breaks the contract raises {@link LardFault}, as the hardware would fault.
 *
 * <p>Thread ids are the runtime's small non-negative language-thread numbers; a vector clock is
 * indexed by them. Hardware threads are numbered from 0.
 */
public interface Lard {
    /**
     * A program access: checked against the location's access history and recorded in it.
     *
     * @param hw        the hardware thread performing it (a language thread must be running there)
     * @param address   first byte
     * @param size      bytes, 1 to 64
     * @param site      the access's program counter, as the hardware would report it
     * @param accessId  the runtime's id of this dynamic access (matched against ground truth)
     * @return true when the access races with an access in the history: a data-race exception
     */
    boolean trackedAccess(int hw, long address, int size, boolean write, int site, long accessId);

    /** A system access: performed, neither checked nor recorded. */
    void untrackedAccess(int hw, long address, int size, boolean write);

    /** A copy of the vector clock of the language thread running on {@code hw}. */
    long[] readVC(int hw);

    /** Replaces the vector clock of the language thread running on {@code hw} by {@code clock}. */
    void writeVC(int hw, long[] clock);

    /**
     * From now on {@code hw} runs {@code languageThread}. A language thread runs on one hardware
     * thread at a time: the runtime takes it off its old one first.
     */
    void thread(int hw, int languageThread);

    /** {@code [address, address + length)} was reclaimed: its access histories become empty. */
    void clearHistory(int hw, long address, int length);

    /**
     * The object at {@code source} moved to {@code destination}: the destination's histories
     * become the source's (memmove semantics: a snapshot of the source is copied).
     */
    void copyHistory(int hw, long source, long destination, int length);
}

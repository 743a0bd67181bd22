/**
 * Guest threads and the engine's threads: the mapping ({@link org.goldilocks.vm.threads.VmThreads},
 * including the inline lookup of the current thread) and the glue's per-thread state
 * ({@link org.goldilocks.vm.threads.VmThread}: classes observed initialized, ids and names kept for
 * reports after the thread ended).
 */
package org.goldilocks.vm.threads;

/**
 * What substituted calls do to guest memory: the classification of Unsafe, VarHandle (through
 * Unsafe), reflective array and System.arraycopy calls into kinds and memory modes
 * ({@link org.goldilocks.vm.memory.MemoryOps}), and where an Unsafe (Object, offset) access lands
 * ({@link org.goldilocks.vm.memory.UnsafeTargets}). No detector state: the substitution hook acts
 * on it.
 */
package org.goldilocks.vm.memory;

/**
 * What the hybrid engine wants of the VM beyond the happens-before engines' events
 * (docs/engine.md, "What the VM must feed"): the roles of methods whose calls are
 * java.util.concurrent lock events or channel messages ({@link org.goldilocks.vm.hybrid.CallRoles}),
 * the per-thread hold counts that make a reentrant lock's outermost acquire and last release
 * ({@link org.goldilocks.vm.hybrid.LockHolds}). Reached only through
 * {@code org.goldilocks.vm.hooks.CallHooks}, and only with {@code --engine=hybrid}.
 */
package org.goldilocks.vm.hybrid;

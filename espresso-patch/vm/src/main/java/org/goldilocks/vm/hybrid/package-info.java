/**
 * What the hybrid engine wants of the VM beyond the happens-before engines' events
 * (docs/engine.md, "What the VM must feed"): the roles of methods whose calls are
 * java.util.concurrent lock events or channel messages ({@link org.goldilocks.vm.hybrid.CallRoles}),
 * the per-thread hold counts that make a reentrant lock's outermost acquire and last release
 * ({@link org.goldilocks.vm.hybrid.LockHolds}). Reached only through
 * {@code org.goldilocks.vm.hooks.CallHooks}. With Goldilocks and FastTrack only the lock roles
 * exist, and they feed reports, not the engine: a held lock's report-only name in the thread's lock
 * set (docs/engine.md, "Report-only locks"). Nothing of this runs with {@code --race=off}.
 */
package org.goldilocks.vm.hybrid;

/**
 * The patch ABI: the only package of ours that the hunks in {@code espresso-patch/patches} name,
 * beside the one engine type {@code espresso-patch/patches/ABI.txt} lists (the build checks it:
 * {@code build-tools/ApplyPatches.java} on the patches' text, {@code build-tools/AssembleJar.java}
 * on the compiled classes). Everything Espresso calls is here:
 * the {@code *Hooks} (fields, arrays, objects, monitors, threads, class initialization, substituted
 * memory operations), {@link org.goldilocks.vm.hooks.UncaughtDispatch},
 * {@link org.goldilocks.vm.hooks.VmSubstitutions}; and the types of the state the patches keep in
 * Espresso's objects: {@link org.goldilocks.vm.hooks.SlowPathProfile} and
 * {@link org.goldilocks.vm.hooks.MemoryOp}, and {@link org.goldilocks.vm.hooks.WeakInternTable}
 * (Espresso's intern table, an upstream defect's fix) (the detector's own per-object fields are typed
 * {@code Object} or primitive; the per-thread one is {@code org.goldilocks.engine.ThreadState}, see
 * {@code ABI.txt}).
 *
 * <p>Each hook class holds its inline fast path (partially evaluated into compiled code: loads and
 * compares only, no call) and its {@code @TruffleBoundary} slow paths, which call into the other
 * packages. A new hook (the hybrid engine's events, the hardware model's feed in a later
 * {@code org.goldilocks.vm.hw}) is added here, as a public static method, with its logic elsewhere.
 */
package org.goldilocks.vm.hooks;

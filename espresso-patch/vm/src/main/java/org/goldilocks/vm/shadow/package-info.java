/**
 * Per-object detector state and what changes it outside an engine call: the shadow slots of every
 * object ({@link org.goldilocks.vm.shadow.Shadows}: variables, sync variables, the allocation tag),
 * owned objects ({@link org.goldilocks.vm.shadow.Ownership}), escapes, the final-field freeze,
 * unordered publications of fresh objects, and synchronization accesses made atomic with their
 * record ({@link org.goldilocks.vm.shadow.SyncAccess}, {@link org.goldilocks.vm.shadow.StripedLocks}).
 */
package org.goldilocks.vm.shadow;

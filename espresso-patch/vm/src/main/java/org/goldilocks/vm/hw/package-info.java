/**
 * The VM side of the LARD hardware model (docs/hw-model.md, "What the VM feeds"): turns the VM's
 * events into calls on the process's one {@code org.goldilocks.hw.HwModel} ({@code --hw-model}).
 * {@link org.goldilocks.vm.hw.HwFeed} is the entry the hooks call, behind its static final
 * {@code ON}; {@link org.goldilocks.vm.hw.HwEngine} reports the software engine's synchronization
 * to the model in the same total order; {@link org.goldilocks.vm.hw.ObjectIds} names guest objects
 * and reports their deaths; {@link org.goldilocks.vm.hw.Layout} gives payload sizes and offsets.
 * No detection rule lives here.
 */
package org.goldilocks.vm.hw;

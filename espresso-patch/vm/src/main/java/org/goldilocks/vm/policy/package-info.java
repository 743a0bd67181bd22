/**
 * What is checked: the one decision per field ({@link org.goldilocks.vm.policy.FieldPolicy}), the
 * suppression lists (built-in JDK list and the user's) and the VM's preallocated errors.
 */
package org.goldilocks.vm.policy;

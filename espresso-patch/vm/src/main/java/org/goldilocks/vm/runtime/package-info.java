/**
 * What every part of the glue reads: the configuration the launcher set
 * ({@link org.goldilocks.vm.runtime.RaceConfig}, from the properties named in
 * {@code org.goldilocks.config.VmProperties}) and the one engine of the process
 * ({@link org.goldilocks.vm.runtime.RaceRuntime}).
 */
package org.goldilocks.vm.runtime;

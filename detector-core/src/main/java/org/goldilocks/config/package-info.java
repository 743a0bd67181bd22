/**
 * What the launcher and the VM agree on outside the engines: the names of the system properties
 * through which the one configures the other ({@link org.goldilocks.config.VmProperties}).
 */
package org.goldilocks.config;

/**
 * From a checked access to what a race does: the engine call of every data access
 * ({@link org.goldilocks.vm.report.AccessCheck}), the site tokens the engine keeps, guest stacks and
 * names, and on a race the response ({@code OnRace}): the report (built from host data into the
 * VM-independent {@code org.goldilocks.report} model) and the guest DataRaceException.
 */
package org.goldilocks.vm.report;

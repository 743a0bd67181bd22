/**
 * Programs for the LARD hardware model ({@code --hw-model=lardish}, docs/hw-model.md): each shows
 * one of LARD's runtime extensions necessary (Wood, Ceze, Grossman, ASPLOS 2014, Table 3) when run
 * with a small simulated heap ({@code --hw-heap}) so that the simulated collector runs. Not part of
 * the racy/racefree corpus: their expectations are on the model's report ({@code HwModelTest}).
 * They order their threads in real time with {@code support.Signal}, which creates no
 * happens-before edge.
 */
package org.goldilocks.corpus.hw;

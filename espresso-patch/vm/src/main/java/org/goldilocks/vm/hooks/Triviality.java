package org.goldilocks.vm.hooks;

import com.oracle.truffle.espresso.classfile.bytecode.Bytecodes;

import org.goldilocks.vm.runtime.RaceConfig;

/**
 * Called by the patched {@code BytecodeNode.trivialBytecodes} (Espresso's static test of whether a
 * small method is "trivial": a leaf Truffle may inline without counting it against the inlining
 * budget). Truffle checks the claim after partial evaluation: a trivial root must have no loops and
 * fewer than 500 graph nodes, or it prints "[engine] perf warn ... Root node of target marked
 * trivial but not trivial after PE" on the user's terminal and inlines it as an ordinary call. With
 * detection on, a field or array access carries its hook's fast path, and two or three of them
 * (LinkedBlockingQueue.enqueue's {@code last = last.next = node}) already pass the bound. So such
 * methods are not claimed trivial: the inliner treats them as it ends up treating them anyway,
 * without the warning. Bytecode-inlined getters and setters (InlinedGetterNode) do not depend on
 * this. Runs on compiler threads: only static configuration.
 */
public final class Triviality {
    private Triviality() {
    }

    /** True if {@code bytecode} keeps its method from being trivial under detection. */
    public static boolean vetoes(int bytecode) {
        if (!RaceConfig.ENABLED) {
            return false;
        }
        return switch (bytecode) {
            case Bytecodes.GETFIELD, Bytecodes.PUTFIELD, Bytecodes.GETSTATIC, Bytecodes.PUTSTATIC -> true;
            default -> bytecode >= Bytecodes.IALOAD && bytecode <= Bytecodes.SALOAD || bytecode >= Bytecodes.IASTORE && bytecode <= Bytecodes.SASTORE;
        };
    }
}

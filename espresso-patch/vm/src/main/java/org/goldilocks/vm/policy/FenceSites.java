package org.goldilocks.vm.policy;

import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.GETFIELD;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.GETSTATIC;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.GOTO_W;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.INVOKESTATIC;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.INVOKEVIRTUAL;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.JSR_W;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.LOOKUPSWITCH;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.PUTFIELD;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.PUTSTATIC;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.TABLESWITCH;
import static com.oracle.truffle.espresso.classfile.bytecode.Bytecodes.WIDE;

import java.util.BitSet;

import com.oracle.truffle.espresso.classfile.ConstantPool;
import com.oracle.truffle.espresso.classfile.ExceptionHandler;
import com.oracle.truffle.espresso.classfile.bytecode.BytecodeStream;
import com.oracle.truffle.espresso.classfile.bytecode.BytecodeSwitch;
import com.oracle.truffle.espresso.classfile.bytecode.Bytecodes;
import com.oracle.truffle.espresso.impl.Method;

/**
 * Which plain field accesses of a method the JDK's fences make synchronization (docs/semantics.md,
 * "Fences"). The rule, the fence-synchronization rule of the C++ model carried over to the only
 * shape in which Java code can use it: a plain <em>store</em> that a release fence immediately
 * precedes is a release store, and a plain <em>load</em> that an acquire fence immediately follows
 * is an acquire load (the only value loaded from a field since the previous call, store or
 * branch: {@code this.a.b} counts once), so a load that reads such a store gets the same edge as
 * {@code getAcquire} reading {@code setRelease} (LMAX Disruptor 4's {@code Sequence.set/get}).
 * "Immediately": in straight-line code with nothing between the two but operations on the operand
 * stack and local variables, which touch no memory and call nothing (an arithmetic exception
 * excluded: a division may throw, so it ends the run), and for a store, no jump into the run.
 * Every other plain access stays data, so the data such a flag publishes is still checked, and a
 * handoff with a fence missing, or a consumer reading the data before its acquire fence, still
 * races.
 *
 * <p>Release fences: {@code VarHandle.releaseFence/fullFence/storeStoreFence},
 * {@code Unsafe.storeFence/fullFence/storeStoreFence} (both Unsafes); acquire fences:
 * {@code VarHandle.acquireFence/fullFence/loadLoadFence}, {@code Unsafe.loadFence/fullFence/
 * loadLoadFence}. The store-store and load-load fences are taken as release and acquire fences:
 * slightly stronger than they are (they do not order the producer's earlier loads, or the
 * consumer's later stores), which can only hide a race between exactly those accesses.
 *
 * <p>Computed once per method body from its original bytecode, on the slow path.
 */
public final class FenceSites {
    public static final byte NONE = 0;
    /** A plain store right after a release fence: a release. */
    public static final byte RELEASE_STORE = 1;
    /** A plain load right before an acquire fence: an acquire. */
    public static final byte ACQUIRE_LOAD = 2;

    /** The table of a method without fence sites. */
    public static final byte[] NO_SITES = new byte[0];

    private static final int RELEASE = 1;
    private static final int ACQUIRE = 2;

    private FenceSites() {
    }

    /** Per bci, {@link #NONE}, {@link #RELEASE_STORE} or {@link #ACQUIRE_LOAD}; {@link #NO_SITES} if none. */
    public static byte[] of(Method method) {
        byte[] code = method.getOriginalCode();
        if (code == null || code.length == 0) {
            return NO_SITES;
        }
        BytecodeStream bs = new BytecodeStream(code);
        ConstantPool pool = method.getConstantPool();
        byte[] sites = null;
        BitSet targets = null;
        int lastLoad = -1; // the last field load of the current run of loads and quiet operations
        int previousLoad = -1; // the one before it in the run
        int loads = 0; // field loads in the run
        int releasedAt = -1; // a release fence followed so far only by quiet operations
        for (int bci = 0; bci < bs.endBCI(); bci = bs.nextBCI(bci)) {
            int op = bs.opcode(bci);
            if (op == INVOKESTATIC || op == INVOKEVIRTUAL) {
                int fence = fenceKind(pool, bs.readCPI(bci));
                if ((fence & ACQUIRE) != 0) {
                    // An Unsafe fence is an instance call: the load of the Unsafe (a static field)
                    // comes between the flag's load and the fence and does not count.
                    boolean unsafeLoaded = op == INVOKEVIRTUAL && lastLoad >= 0 && bs.opcode(lastLoad) == GETSTATIC;
                    int flag = unsafeLoaded ? previousLoad : lastLoad;
                    if (loads - (unsafeLoaded ? 1 : 0) == 1) {
                        // Exactly one load before the fence: the flag. With more, which one the
                        // program tests is not known, and all stay data (a consumer that reads the
                        // data before its acquire fence still races).
                        sites = mark(sites, code.length, flag, ACQUIRE_LOAD);
                    }
                }
                lastLoad = previousLoad = -1;
                loads = 0;
                releasedAt = (fence & RELEASE) != 0 ? bci : -1;
                continue;
            }
            if (op == PUTFIELD || op == PUTSTATIC) {
                if (releasedAt >= 0) {
                    if (targets == null) {
                        targets = jumpTargets(method, bs);
                    }
                    int target = targets.nextSetBit(releasedAt + 1);
                    if (target == -1 || target > bci) {
                        sites = mark(sites, code.length, bci, RELEASE_STORE);
                    }
                }
                lastLoad = previousLoad = releasedAt = -1;
                loads = 0;
                continue;
            }
            if (op == GETFIELD || op == GETSTATIC) {
                // A getfield right after a load reads a field of what that load returned (this.a.b):
                // the earlier load is the way to the flag, not another value the code uses.
                if (!(op == GETFIELD && lastLoad >= 0 && bs.nextBCI(lastLoad) == bci)) {
                    loads++;
                }
                previousLoad = lastLoad;
                lastLoad = bci;
                continue; // a load between a release fence and the store does not matter to it
            }
            if (!quiet(op)) {
                lastLoad = previousLoad = releasedAt = -1;
                loads = 0;
            }
        }
        return sites == null ? NO_SITES : sites;
    }

    private static byte[] mark(byte[] sites, int length, int bci, byte kind) {
        byte[] s = sites == null ? new byte[length] : sites;
        s[bci] = kind;
        return s;
    }

    /** RELEASE and/or ACQUIRE if the method reference names one of the fences; 0 otherwise. */
    private static int fenceKind(ConstantPool pool, int cpi) {
        String holder = pool.memberClassName(cpi).toString();
        if (!holder.equals("java/lang/invoke/VarHandle") && !holder.equals("jdk/internal/misc/Unsafe") && !holder.equals("sun/misc/Unsafe")) {
            return 0;
        }
        // The names do not overlap between VarHandle and the Unsafes.
        return switch (pool.methodName(cpi).toString()) {
            case "fullFence" -> RELEASE | ACQUIRE;
            case "releaseFence", "storeFence", "storeStoreFence" -> RELEASE;
            case "acquireFence", "loadFence", "loadLoadFence" -> ACQUIRE;
            default -> 0;
        };
    }

    /**
     * Operations on the operand stack and locals only: constants (not {@code ldc}, which may run a
     * bootstrap method), local loads and stores, stack shuffles, arithmetic except division and
     * remainder (which may throw), {@code iinc}, conversions, comparisons, {@code wide}.
     */
    private static boolean quiet(int op) {
        return op <= Bytecodes.SIPUSH
                        || op >= Bytecodes.ILOAD && op <= Bytecodes.ALOAD_3
                        || op >= Bytecodes.ISTORE && op <= Bytecodes.ASTORE_3
                        || op >= Bytecodes.POP && op <= Bytecodes.SWAP
                        || op >= Bytecodes.IADD && op <= Bytecodes.LXOR && (op < Bytecodes.IDIV || op > Bytecodes.DREM)
                        || op >= Bytecodes.IINC && op <= Bytecodes.DCMPG
                        || op == WIDE;
    }

    private static BitSet jumpTargets(Method method, BytecodeStream bs) {
        BitSet targets = new BitSet();
        for (int bci = 0; bci < bs.endBCI(); bci = bs.nextBCI(bci)) {
            int op = bs.opcode(bci);
            if (op == TABLESWITCH || op == LOOKUPSWITCH) {
                BytecodeSwitch sw = BytecodeSwitch.get(op);
                targets.set(sw.defaultTarget(bs, bci));
                for (int i = 0; i < sw.numberOfCases(bs, bci); i++) {
                    targets.set(sw.targetAt(bs, bci, i));
                }
            } else if (op == GOTO_W || op == JSR_W) {
                targets.set(bs.readBranchDest4(bci));
            } else if (Bytecodes.isBranch(op)) {
                targets.set(bs.readBranchDest(bci));
            }
        }
        for (ExceptionHandler h : method.getSymbolicExceptionHandlers()) {
            targets.set(h.getHandlerBCI());
        }
        return targets;
    }
}

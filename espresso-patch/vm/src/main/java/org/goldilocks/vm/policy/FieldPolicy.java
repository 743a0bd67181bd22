package org.goldilocks.vm.policy;

import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.api.CompilerDirectives;
import com.oracle.truffle.espresso.classfile.Constants;
import com.oracle.truffle.espresso.impl.Field;

/**
 * The one place that decides what a field access is to the detector (the answer to "why was this
 * access not checked?"). The decision is cached in the patched-in compilation-final byte
 * {@code Field.goldilocksPolicy}, so at a compiled access site it is a constant and the hooks of
 * unchecked fields fold away entirely.
 */
public final class FieldPolicy {
    public static final byte UNKNOWN = 0;
    /** A plain field: every access is checked. */
    public static final byte DATA = 1;
    /** A volatile field: its accesses are synchronization (JLS 17.4.4), never data races. */
    public static final byte SYNC = 2;
    /** Not checked; see {@link #classify}. */
    public static final byte IGNORED = 3;
    /**
     * A final instance field of reference type: not checked, and storing into it freezes the
     * referenced object (JLS 17.5; see {@code shadow.FinalFreeze}).
     */
    public static final byte FREEZE = 4;
    /**
     * A {@code @Stable} field of array type: not checked, and the array stored into it is marked
     * stable, so its elements are not checked either (the annotation covers the array's components).
     */
    public static final byte STABLE_ARRAY = 5;

    private FieldPolicy() {
    }

    public static byte of(Field field) {
        byte p = field.goldilocksPolicy;
        if (p == UNKNOWN) {
            CompilerDirectives.transferToInterpreterAndInvalidate();
            p = classify(field);
            field.goldilocksPolicy = p;
        }
        return p;
    }

    private static byte classify(Field field) {
        if (field.isVolatile()) {
            return SYNC;
        }
        if (Suppressions.volatileField(field.getDeclaringKlass().getExternalName(), field.getNameAsString())) {
            return SYNC; // a plain field that fence-based code uses as a volatile one (a 'volatile' list entry)
        }
        if (field.isHidden()) {
            return IGNORED; // the VM's own bookkeeping fields, never touched by guest bytecode
        }
        if ((field.getFlags() & Constants.ACC_STABLE) != 0) {
            // @jdk.internal.vm.annotation.Stable, as Espresso's class-file parser flags it: only in
            // classes of the boot and platform loaders, as HotSpot honours it (no user field).
            // A JDK written-once cache: racing initializations store the same value.
            return field.getType().byteAt(0) == '[' ? STABLE_ARRAY : IGNORED;
        }
        if (field.isFinalFlagSet() && !field.isStatic() && !field.getKind().isPrimitive()) {
            return FREEZE; // JLS 17.5, as below; and what the constructor built behind it is frozen too
        }
        if (field.isFinalFlagSet()) {
            // JLS 17.5: a final field is frozen at the end of its constructor (<clinit> for a
            // static one); a reader that got the reference sees the frozen value. The write that
            // publishes the reference is itself a checked access.
            return IGNORED;
        }
        if (Suppressions.suppressesField(field.getDeclaringKlass().getExternalName(), field.getNameAsString())) {
            return IGNORED; // a documented benign JDK race, or suppressed by the user (--suppressions)
        }
        if (RaceConfig.HYBRID && !HybridScope.checks(null, field)) {
            return IGNORED; // outside the hybrid engine's scope, or not selected for a two-phase run's second phase
        }
        return DATA;
    }
}

package org.goldilocks.vm.memory;

import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.meta.Meta;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;
import com.oracle.truffle.espresso.substitutions.standard.Target_sun_misc_Unsafe.GuestFieldOffsetStrategy;

/**
 * Where an Unsafe access with (base, offset) lands: a field of an object or class, or elements of
 * an array. Offsets are Espresso's guest field offsets for objects and the host JVM's array layout
 * for arrays (Espresso reports the host's arrayBaseOffset/arrayIndexScale to the guest).
 */
public final class UnsafeTargets {
    private UnsafeTargets() {
    }

    /** The field at {@code offset} of {@code base} (an object, a statics object or a Class mirror), or null. */
    public static Field field(StaticObject base, long offset, EspressoLanguage language, Meta meta) {
        GuestFieldOffsetStrategy strategy = language.getGuestFieldOffsetStrategy();
        int slot = strategy.guestOffsetToSlot(offset);
        if (slot < 0 || slot >= 1 << 16) {
            return null; // hidden VM fields, or not a field offset at all
        }
        try {
            if (strategy.forceStatic(offset)) {
                // U.objectFieldOffset(SomeClass.class, "staticField") then U.getInt(SomeClass.class, off)
                Klass k = base.isMirrorKlass() ? base.getMirrorKlass(meta) : base.getKlass();
                return k.lookupStaticFieldTable(slot);
            }
            if (base.isStaticStorage()) {
                return base.getKlass().lookupStaticFieldTable(slot);
            }
            return base.getKlass().lookupFieldTable(slot);
        } catch (IndexOutOfBoundsException e) {
            return null;
        }
    }

    /** The object actually holding {@code field}: for a static field addressed through its Class, the statics. */
    public static StaticObject holderOf(Field field, StaticObject base, Meta meta) {
        return field.isStatic() && base.isMirrorKlass() ? base.getMirrorKlass(meta).getStatics() : base;
    }

    /** The first element of {@code array} an access at {@code offset} touches, or -1 if none. */
    public static int firstElement(StaticObject array, long offset, EspressoLanguage language) {
        HostArray layout = HostArray.of(array.unwrap(language));
        long index = (offset - layout.baseOffset) / layout.indexScale;
        return offset < layout.baseOffset || index >= array.length(language) ? -1 : (int) index;
    }

    /** How many elements an access of {@code kind} at that offset touches (byte-array views read several). */
    public static int elementCount(StaticObject array, JavaKind kind, EspressoLanguage language) {
        int scale = HostArray.of(array.unwrap(language)).indexScale;
        // A reference (Object kind) has no byte count: one element, whatever the scale.
        int bytes = kind == null || !kind.isPrimitive() ? scale : kind.getByteCount();
        return Math.max(1, bytes / scale);
    }

    /** The host layout of Espresso's array storage (boolean arrays are stored as byte[]). */
    @SuppressWarnings("removal")
    private enum HostArray {
        BYTES(sun.misc.Unsafe.ARRAY_BYTE_BASE_OFFSET, sun.misc.Unsafe.ARRAY_BYTE_INDEX_SCALE),
        CHARS(sun.misc.Unsafe.ARRAY_CHAR_BASE_OFFSET, sun.misc.Unsafe.ARRAY_CHAR_INDEX_SCALE),
        SHORTS(sun.misc.Unsafe.ARRAY_SHORT_BASE_OFFSET, sun.misc.Unsafe.ARRAY_SHORT_INDEX_SCALE),
        INTS(sun.misc.Unsafe.ARRAY_INT_BASE_OFFSET, sun.misc.Unsafe.ARRAY_INT_INDEX_SCALE),
        LONGS(sun.misc.Unsafe.ARRAY_LONG_BASE_OFFSET, sun.misc.Unsafe.ARRAY_LONG_INDEX_SCALE),
        FLOATS(sun.misc.Unsafe.ARRAY_FLOAT_BASE_OFFSET, sun.misc.Unsafe.ARRAY_FLOAT_INDEX_SCALE),
        DOUBLES(sun.misc.Unsafe.ARRAY_DOUBLE_BASE_OFFSET, sun.misc.Unsafe.ARRAY_DOUBLE_INDEX_SCALE),
        OBJECTS(sun.misc.Unsafe.ARRAY_OBJECT_BASE_OFFSET, sun.misc.Unsafe.ARRAY_OBJECT_INDEX_SCALE);

        final long baseOffset;
        final int indexScale;

        HostArray(long baseOffset, int indexScale) {
            this.baseOffset = baseOffset;
            this.indexScale = indexScale;
        }

        static HostArray of(Object hostArray) {
            return switch (hostArray) {
                case byte[] a -> BYTES;
                case char[] a -> CHARS;
                case short[] a -> SHORTS;
                case int[] a -> INTS;
                case long[] a -> LONGS;
                case float[] a -> FLOATS;
                case double[] a -> DOUBLES;
                default -> OBJECTS;
            };
        }
    }
}

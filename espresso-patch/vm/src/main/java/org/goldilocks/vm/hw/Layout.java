package org.goldilocks.vm.hw;

import com.oracle.truffle.espresso.EspressoLanguage;
import com.oracle.truffle.espresso.classfile.JavaKind;
import com.oracle.truffle.espresso.impl.ArrayKlass;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * A guest object's payload as the simulated machine lays it out (docs/hw-model.md, "What the VM
 * feeds"): each field an 8-byte slot at {@code Field.getSlot() * 8} (the dense numbering
 * {@code shadow.Shadows} uses, so a field is one slot whatever its kind), an array's elements
 * packed at their natural size. A class's statics object is an object of its own, laid out from
 * its static field table.
 */
final class Layout {
    static final int SLOT_BYTES = 8;

    private Layout() {
    }

    static long payloadBytes(StaticObject obj, boolean statics) {
        Klass klass = obj.getKlass();
        if (klass instanceof ObjectKlass k) {
            return (long) SLOT_BYTES * (statics ? k.getStaticFieldTable().length : k.getFieldTable().length);
        }
        if (klass instanceof ArrayKlass a) {
            return (long) obj.length(EspressoLanguage.get(null)) * elementBytes(a);
        }
        return 0;
    }

    static long fieldOffset(Field field) {
        return (long) field.getSlot() * SLOT_BYTES;
    }

    /** A field's natural size: 1 to 8 bytes, a reference 8. */
    static int fieldBytes(Field field) {
        return bytesOf(field.getKind());
    }

    static int elementBytes(StaticObject array) {
        return array.getKlass() instanceof ArrayKlass a ? elementBytes(a) : SLOT_BYTES;
    }

    private static int elementBytes(ArrayKlass a) {
        return bytesOf(a.getComponentType().getJavaKind());
    }

    private static int bytesOf(JavaKind kind) {
        return kind.isPrimitive() ? Math.max(1, kind.getByteCount()) : SLOT_BYTES;
    }
}

package org.goldilocks.vm;

import java.nio.ByteBuffer;

import com.oracle.truffle.espresso.classfile.attributes.Attribute;
import com.oracle.truffle.espresso.descriptors.EspressoSymbols.Names;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.ObjectKlass;

/**
 * Recognizes fields annotated {@code @jdk.internal.vm.annotation.Stable}. The JDK uses the
 * annotation for lazily computed, written-once caches (the racy single-check idiom: every racing
 * initializer stores an equal, immutable or safely published value); the VM honours it only for
 * boot-class-path code, so no user field can carry it. We read the raw RuntimeVisibleAnnotations
 * attribute (JVMS 4.7.16) because Espresso keeps field annotations only in that form.
 */
final class StableFields {
    private static final String STABLE = "Ljdk/internal/vm/annotation/Stable;";

    private StableFields() {
    }

    static boolean isStable(Field field) {
        Attribute attr = field.getAttribute(Names.RuntimeVisibleAnnotations);
        if (attr == null) {
            return false;
        }
        ObjectKlass holder = field.getDeclaringKlass();
        try {
            ByteBuffer in = ByteBuffer.wrap(attr.getData());
            int count = in.getShort() & 0xFFFF;
            for (int i = 0; i < count; i++) {
                int typeIndex = in.getShort() & 0xFFFF;
                if (STABLE.equals(holder.getConstantPool().utf8At(typeIndex).toString())) {
                    return true;
                }
                skipElementValuePairs(in);
            }
        } catch (RuntimeException malformed) {
            return false; // not a well-formed attribute: treat as not annotated
        }
        return false;
    }

    private static void skipElementValuePairs(ByteBuffer in) {
        int pairs = in.getShort() & 0xFFFF;
        for (int p = 0; p < pairs; p++) {
            in.getShort(); // element_name_index
            skipElementValue(in);
        }
    }

    private static void skipElementValue(ByteBuffer in) {
        char tag = (char) in.get();
        switch (tag) {
            case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 's', 'c' -> in.getShort();
            case 'e' -> in.getInt(); // type_name_index, const_name_index
            case '@' -> {
                in.getShort(); // type_index
                skipElementValuePairs(in);
            }
            case '[' -> {
                int n = in.getShort() & 0xFFFF;
                for (int i = 0; i < n; i++) {
                    skipElementValue(in);
                }
            }
            default -> throw new IllegalArgumentException("bad element_value tag " + tag);
        }
    }
}

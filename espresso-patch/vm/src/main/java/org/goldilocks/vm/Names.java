package org.goldilocks.vm;

import com.oracle.truffle.espresso.impl.ArrayKlass;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/** Human-readable names of guest things, as Java developers write them. */
final class Names {
    private Names() {
    }

    static String of(Field field) {
        return field.getDeclaringKlass().getExternalName() + "." + field.getNameAsString();
    }

    /**
     * The variable an access touched: {@code pkg.Class.field} for a field (holder is its Field), or
     * {@code int[]@1b6d3586[5]} for an array element (holder is the array, index the element): the
     * array's type as written in Java, its identity hash as Object.toString shows it, the index.
     */
    static String variable(Object holder, int index) {
        if (holder instanceof Field f) {
            return of(f);
        }
        if (holder instanceof StaticObject array) {
            return typeName(array.getKlass()) + "@" + Integer.toHexString(System.identityHashCode(array)) + "[" + index + "]";
        }
        return String.valueOf(holder);
    }

    /** A type as Java source writes it: {@code java.lang.String[][]}, not {@code [[Ljava.lang.String;}. */
    static String typeName(Klass klass) {
        if (klass instanceof ArrayKlass array) {
            return array.getElementalType().getExternalName() + "[]".repeat(array.getDimension());
        }
        return klass.getExternalName();
    }

    /** {@code pkg.Class.method(File.java:12)}, the form of a stack trace line. */
    static String of(Method method, int bci) {
        String file = method.getSourceFile();
        int line = method.bciToLineNumber(bci);
        String where = file == null ? "Unknown Source" : (line >= 0 ? file + ":" + line : file);
        return method.getDeclaringKlass().getExternalName() + "." + method.getNameAsString() + "(" + where + ")";
    }

    /** Describes a sync variable without keeping its guest object alive. */
    static Object syncVarName(Object what) {
        if (what instanceof Field f) {
            return of(f);
        }
        if (what instanceof Klass k) {
            return "initialization of " + k.getExternalName();
        }
        if (what instanceof StaticObject o) {
            return new MonitorName(o.getKlass().getExternalName(), System.identityHashCode(o));
        }
        return String.valueOf(what);
    }

    /** A monitor's name: the usual {@code Class@hash} of Object.toString, computed when shown. */
    record MonitorName(String className, int identityHash) {
        @Override
        public String toString() {
            return className + "@" + Integer.toHexString(identityHash);
        }
    }
}

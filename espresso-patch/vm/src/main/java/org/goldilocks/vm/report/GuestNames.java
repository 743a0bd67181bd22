package org.goldilocks.vm.report;

import java.lang.ref.WeakReference;

import com.oracle.truffle.espresso.impl.ArrayKlass;
import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.Method;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/** Human-readable names of guest things, as Java developers write them. */
public final class GuestNames {
    private GuestNames() {
    }

    static String of(Field field) {
        return field.getDeclaringKlass().getExternalName() + "." + field.getNameAsString();
    }

    /**
     * The variable an access touched: {@code pkg.Class.field} for a field (holder is its Field), or
     * {@code int[]@1b6d3586[5]} for an array element (holder is the array, index the element): the
     * array's type as written in Java, its identity hash as Object.toString shows it, the index.
     */
    public static String variable(Object holder, int index) {
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

    /**
     * An object as {@code Object.toString} shows it, {@code java.lang.Object@1b6d3586}: how reports
     * name a monitor and a java.util.concurrent lock alike ({@code identityHash}: the host's
     * identity hash of the guest object, which is the guest's {@code System.identityHashCode}).
     */
    static String object(String className, int identityHash) {
        return className + "@" + Integer.toHexString(identityHash);
    }

    /**
     * Describes a sync variable without keeping its guest object alive. The state of an object
     * ({@code owner}: its monitor, a volatile field, an atomically used element) is described by a
     * weak reference to it: once the program cannot reach the object, the engine may forget the
     * variable (SyncVar#unreachable; a Goldilockset would otherwise keep, say, the termination
     * variable of every thread that ever ran). A class's variables live as long as the class.
     */
    public static Object syncVarName(Object what, StaticObject owner) {
        if (owner != null) {
            return new ObjectSyncName(owner, what instanceof Field f ? f : null);
        }
        if (what instanceof Field f) {
            return of(f);
        }
        if (what instanceof Klass k) {
            return "initialization of " + k.getExternalName();
        }
        return String.valueOf(what);
    }

    /**
     * A variable of one object: a field's name, or for a monitor (and an array's elements) the
     * usual {@code Class@hash} of Object.toString, computed when shown.
     */
    static final class ObjectSyncName extends WeakReference<StaticObject> {
        private final Field field;
        private final String className;
        private final int identityHash;

        ObjectSyncName(StaticObject owner, Field field) {
            super(owner);
            this.field = field;
            this.className = field != null ? null : owner.getKlass().getExternalName();
            this.identityHash = System.identityHashCode(owner);
        }

        @Override
        public String toString() {
            return field != null ? of(field) : object(className, identityHash);
        }
    }
}

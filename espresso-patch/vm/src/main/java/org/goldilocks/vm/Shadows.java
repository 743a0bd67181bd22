package org.goldilocks.vm;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.goldilocks.engine.SyncVar;
import org.goldilocks.engine.Variable;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.ObjectKlass;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * Per-object detector state, kept in the field {@code StaticObject.goldilocksShadow} (patched in):
 * an {@code Object[]} of slots, allocated on the first slow-path access.
 * <ul>
 * <li>slot 0: the object's monitor {@link SyncVar}; for a class's statics object, the class's
 * initialization variable (statics objects are never locked by guest code);</li>
 * <li>slot 1 + {@link Field#getSlot()}: the field's {@link Variable}, or its {@link SyncVar} when
 * the field is volatile.</li>
 * </ul>
 * Everything is created lazily and published with compare-and-exchange, so racing creators agree
 * on one instance. The inline fast path reads the slots with plain loads (see FieldHooks).
 */
final class Shadows {
    static final int MONITOR_SLOT = 0;
    private static final VarHandle SHADOW;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    static {
        try {
            SHADOW = MethodHandles.lookup().findVarHandle(StaticObject.class, "goldilocksShadow", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private Shadows() {
    }

    static int slotOf(Field field) {
        return 1 + field.getSlot();
    }

    static Object[] slots(StaticObject obj, boolean statics) {
        Object s = SHADOW.getAcquire(obj);
        if (s instanceof Object[] a) {
            return a;
        }
        Object[] fresh = new Object[1 + fieldCount(obj.getKlass(), statics)];
        Object witness = SHADOW.compareAndExchange(obj, null, fresh);
        return witness == null ? fresh : (Object[]) witness;
    }

    private static int fieldCount(Klass klass, boolean statics) {
        if (!(klass instanceof ObjectKlass k)) {
            return 0; // arrays: only the monitor for now
        }
        return statics ? k.getStaticFieldTable().length : k.getFieldTable().length;
    }

    static Variable variable(StaticObject obj, Field field) {
        Object[] slots = slots(obj, field.isStatic());
        int i = slotOf(field);
        Object v = SLOT.getAcquire(slots, i);
        if (v == null) {
            Variable fresh = RaceRuntime.engine().newVariable();
            v = SLOT.compareAndExchange(slots, i, null, fresh);
            if (v == null) {
                return fresh;
            }
        }
        return (Variable) v;
    }

    static SyncVar volatileVar(StaticObject obj, Field field) {
        return syncVar(slots(obj, field.isStatic()), slotOf(field), field);
    }

    static SyncVar monitor(StaticObject obj) {
        return syncVar(slots(obj, false), MONITOR_SLOT, obj);
    }

    static SyncVar classInit(ObjectKlass klass) {
        return syncVar(slots(klass.getStatics(), true), MONITOR_SLOT, klass);
    }

    private static SyncVar syncVar(Object[] slots, int i, Object what) {
        Object v = SLOT.getAcquire(slots, i);
        if (v == null) {
            SyncVar fresh = RaceRuntime.engine().newSyncVar(Names.syncVarName(what));
            v = SLOT.compareAndExchange(slots, i, null, fresh);
            if (v == null) {
                return fresh;
            }
        }
        return (SyncVar) v;
    }

    /** A clone starts with no detector history (it is a fresh allocation). */
    static void reset(StaticObject obj) {
        SHADOW.setRelease(obj, null);
    }
}

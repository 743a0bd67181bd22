package org.goldilocks.vm.policy;

import org.goldilocks.policy.NameList;
import org.goldilocks.vm.runtime.HybridSetup;
import org.goldilocks.vm.runtime.MethodAttachment;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Klass;
import com.oracle.truffle.espresso.impl.Method;

/**
 * Which data accesses the hybrid engine checks (docs/user-guide.md, "The hybrid engine").
 * <ul>
 * <li>Scope: by default the program's own variables, the fields of classes outside the JDK and
 * the array elements accessed by methods outside it; {@code --hybrid-scope=all} adds the JDK's.
 * java.util.concurrent and much of the JDK is lock-free code that breaks the lockset hypothesis by
 * design, and O'Callahan and Choi instrumented the application, not its runtime (PPoPP'03, sec. 6).
 * A race on a JDK object the program shares unsafely (an ArrayList) is then reported only with
 * {@code all}.</li>
 * <li>Two-phase runs (sec. 6.1): with {@code --hybrid-fields=<file>} only the fields it lists,
 * and the array elements accessed by the methods it lists.</li>
 * </ul>
 * Decided once per field (cached by names) and per method (kept on the method: {@link MethodAttachment});
 * only on the slow path.
 */
public final class HybridScope {
    private static final NameList FIELDS = RaceConfig.HYBRID ? HybridSetup.fields() : null;
    private static final NameDecisions FIELDS_CHECKED = new NameDecisions();

    private HybridScope() {
    }

    /** Is an access through {@code holder} (a Field, or an array: then decided by {@code method}) checked? */
    public static boolean checks(Method method, Object holder) {
        if (holder instanceof Field f) {
            // A DATA field passed this very decision in FieldPolicy.classify: no lookup for the common case.
            return f.goldilocksPolicy == FieldPolicy.DATA || FIELDS_CHECKED.decide(f, HybridScope::decideField);
        }
        return MethodAttachment.decide(method, MethodAttachment.HYBRID_CHECKED, HybridScope::decideMethod);
    }

    private static boolean decideField(Field f) {
        String owner = f.getDeclaringKlass().getExternalName();
        if (!RaceConfig.HYBRID_ALL_SCOPE && isJdk(f.getDeclaringKlass())) {
            return false;
        }
        return FIELDS == null || FIELDS.matchesField(owner, f.getNameAsString());
    }

    private static boolean decideMethod(Method m) {
        if (!RaceConfig.HYBRID_ALL_SCOPE && isJdk(m.getDeclaringKlass())) {
            return false;
        }
        return FIELDS == null || FIELDS.matchesMethod(m.getDeclaringKlass().getExternalName(), m.getNameAsString());
    }

    /** The JDK's classes, by package (what a program's own class cannot be named). */
    static boolean isJdk(Klass k) {
        String n = k.getExternalName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.") || n.startsWith("com.sun.");
    }
}

package org.goldilocks.vm.policy;

import java.io.IOException;
import java.nio.file.Path;

import org.goldilocks.policy.NameList;
import org.goldilocks.vm.runtime.MethodAttachment;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.espresso.impl.Method;

/**
 * The accesses the detector does not check, by name (format: {@link NameList}): the built-in lists
 * of benign races, each entry with its reason, of the JDK ({@code jdk25-benign-races.txt}) and of
 * libraries from Maven Central ({@code library-benign-races.txt}, found by running real workloads
 * on them: docs/results.md; suppressions only), and the user's file ({@code --suppressions}).
 * Field and class entries fold into {@link FieldPolicy} (a compilation constant per field: no cost
 * on the fast path); method entries are checked on the slow path ({@code report.AccessCheck})
 * against the method whose code makes the access, once per method (the answer kept on the method:
 * {@link MethodAttachment}).
 */
public final class Suppressions {
    private static final NameList JDK = NameList.resource(Suppressions.class, "jdk25-benign-races.txt");
    private static final NameList LIBRARIES = NameList.resource(Suppressions.class, "library-benign-races.txt");
    private static final NameList USER = load(RaceConfig.SUPPRESSIONS, "suppression file");
    private static final boolean HAS_METHODS = JDK.hasMethods() || LIBRARIES.hasMethods() || USER.hasMethods();

    private Suppressions() {
    }

    static boolean suppressesField(String declaringClass, String field) {
        return JDK.matchesField(declaringClass, field) || LIBRARIES.matchesField(declaringClass, field)
                        || USER.matchesField(declaringClass, field);
    }

    /** The field is to be treated as volatile (fence-based JDK code, or the user's). */
    static boolean volatileField(String declaringClass, String field) {
        return JDK.matchesVolatileField(declaringClass, field) || USER.matchesVolatileField(declaringClass, field);
    }

    /** Plain Unsafe/VarHandle accesses by code of this class are volatile ones. Slow path only (per call site). */
    public static boolean atomicCode(String declaringClass) {
        return JDK.matchesAtomicCode(declaringClass) || USER.matchesAtomicCode(declaringClass);
    }

    /** Accesses made by code of {@code method} are not checked. Slow path only. */
    public static boolean suppressesMethod(Method method) {
        if (!HAS_METHODS) {
            return false;
        }
        return MethodAttachment.decide(method, MethodAttachment.SUPPRESSED, m -> {
            String cls = m.getDeclaringKlass().getExternalName();
            String name = m.getNameAsString();
            return JDK.matchesMethod(cls, name) || LIBRARIES.matchesMethod(cls, name) || USER.matchesMethod(cls, name);
        });
    }

    /** A name list file the launcher has already validated; empty when not given. */
    public static NameList load(String file, String what) {
        if (file == null) {
            return NameList.empty();
        }
        try {
            return NameList.read(Path.of(file));
        } catch (IOException | NameList.MalformedException e) {
            throw new IllegalStateException("cannot read the " + what + " " + file + ": " + e.getMessage(), e);
        }
    }
}

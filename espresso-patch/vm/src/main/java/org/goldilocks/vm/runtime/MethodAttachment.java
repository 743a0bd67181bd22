package org.goldilocks.vm.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Predicate;

import org.goldilocks.vm.report.Site;

import com.oracle.truffle.espresso.impl.Method;

/**
 * What the glue keeps per guest method, hung off the method itself (the patched-in field
 * {@code Method.goldilocksSites}) so that it dies with the method: its interned access sites
 * ({@link Site}) and the slow path's yes/no decisions about it ({@code policy.Suppressions},
 * {@code policy.HybridScope}), each computed once, and what {@code report.KeptStacks} learns of
 * its sites. A table keyed by methods would keep every
 * method it ever saw alive, with its class and class loader (issue 16); one keyed by names costs
 * two hash lookups per decision on every checked access (about 15% of simple mode's time on
 * montecarlo, docs/results.md "Hybrid: detailed mode's stacks").
 */
public final class MethodAttachment {
    private static final VarHandle SLOT;

    static {
        try {
            SLOT = MethodHandles.lookup().findVarHandle(Method.class, "goldilocksSites", Object.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final byte UNKNOWN = 0;
    private static final byte NO = 1;
    private static final byte YES = 2;

    /** The method's sites by bci, interned (one slot per byte of code). */
    public final AtomicReferenceArray<Site> sites;
    /**
     * Decisions, UNKNOWN until computed. Plain fields: two threads may both compute one, and get
     * the same answer (a decision depends only on the method's names and fixed lists).
     */
    private byte suppressed;
    private byte hybridChecked;
    /** {@code report.KeptStacks}'s per-site histories of this method (hybrid detailed mode only). */
    public Object keptStacks;

    private MethodAttachment(Method method) {
        sites = new AtomicReferenceArray<>(method.getCodeAttribute() == null ? 1 : Math.max(1, method.getOriginalCode().length));
    }

    /** The method's attachment, made on first use. Slow path only. */
    public static MethodAttachment of(Method method) {
        MethodAttachment a = (MethodAttachment) SLOT.getAcquire(method);
        if (a == null) {
            MethodAttachment fresh = new MethodAttachment(method);
            Object won = SLOT.compareAndExchangeRelease(method, null, fresh);
            a = won == null ? fresh : (MethodAttachment) won;
        }
        return a;
    }

    /** Whether accesses by the method's code are suppressed, decided by {@code decision} once. */
    public static boolean suppressed(Method method, Predicate<Method> decision) {
        MethodAttachment a = of(method);
        byte known = a.suppressed;
        if (known == UNKNOWN) {
            a.suppressed = known = decision.test(method) ? YES : NO;
        }
        return known == YES;
    }

    /** Whether the hybrid checks the array elements the method's code accesses, decided by {@code decision} once. */
    public static boolean hybridChecked(Method method, Predicate<Method> decision) {
        MethodAttachment a = of(method);
        byte known = a.hybridChecked;
        if (known == UNKNOWN) {
            a.hybridChecked = known = decision.test(method) ? YES : NO;
        }
        return known == YES;
    }
}

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

    /** Kinds of decision: accesses by the method's code are suppressed ({@code policy.Suppressions}). */
    public static final int SUPPRESSED = 0;
    /** The hybrid checks the array elements the method's code accesses ({@code policy.HybridScope}). */
    public static final int HYBRID_CHECKED = 1;

    /** The method's sites by bci, interned (one slot per byte of code). */
    public final AtomicReferenceArray<Site> sites;
    /**
     * Decisions by kind, UNKNOWN until computed. Plain bytes: two threads may both compute one, and
     * get the same answer (a decision depends only on the method's names and fixed lists).
     */
    private final byte[] decisions = new byte[2];
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

    /**
     * The method's yes/no decision of kind {@code kind} ({@link #SUPPRESSED}, {@link #HYBRID_CHECKED}),
     * made by {@code decision} once.
     */
    public static boolean decide(Method method, int kind, Predicate<Method> decision) {
        MethodAttachment a = of(method);
        byte known = a.decisions[kind];
        if (known == UNKNOWN) {
            a.decisions[kind] = known = decision.test(method) ? YES : NO;
        }
        return known == YES;
    }
}

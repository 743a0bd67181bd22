package org.goldilocks.vm.report;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

import com.oracle.truffle.espresso.impl.Method;

/**
 * Where an access happened: the engine keeps it as the site token of each recorded access
 * ({@link SiteTokens}). Interned, one per (method, bci), so recorded accesses share them.
 */
public record Site(Method method, int bci) {
    private static final ConcurrentHashMap<Method, AtomicReferenceArray<Site>> BY_METHOD = new ConcurrentHashMap<>();

    /** The interned site of {@code bci} in {@code method}. Slow path only. */
    public static Site of(Method method, int bci) {
        AtomicReferenceArray<Site> sites = BY_METHOD.computeIfAbsent(method, m -> new AtomicReferenceArray<>(codeLength(m)));
        if (bci < 0 || bci >= sites.length()) {
            return new Site(method, bci);
        }
        Site s = sites.get(bci);
        if (s == null) {
            Site fresh = new Site(method, bci);
            s = sites.compareAndExchange(bci, null, fresh);
            if (s == null) {
                s = fresh;
            }
        }
        return s;
    }

    private static int codeLength(Method m) {
        return m.getCodeAttribute() == null ? 1 : Math.max(1, m.getOriginalCode().length);
    }

    @Override
    public String toString() {
        return GuestNames.of(method, bci);
    }
}

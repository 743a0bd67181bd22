package org.goldilocks.vm;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

import com.oracle.truffle.espresso.impl.Method;

/** Interns {@link Site}s, one per (method, bci), so recorded accesses share them. Slow path only. */
final class Sites {
    private static final ConcurrentHashMap<Method, AtomicReferenceArray<Site>> BY_METHOD = new ConcurrentHashMap<>();

    private Sites() {
    }

    static Site of(Method method, int bci) {
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
}

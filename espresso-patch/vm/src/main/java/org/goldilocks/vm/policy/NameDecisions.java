package org.goldilocks.vm.policy;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import com.oracle.truffle.espresso.classfile.descriptors.Symbol;
import com.oracle.truffle.espresso.impl.Member;

/**
 * A yes/no decision about a field or method that depends only on its names (a suppression list, a
 * hybrid scope, a racy-variables file), cached per (declaring class name, member name): the
 * interned symbols, two lock-free lookups on the slow path, no allocation once cached.
 *
 * <p>Keyed by names, not by the {@code Field} or {@code Method}: a cache keyed by members kept every
 * member it ever saw, with its class, class loader and everything those reach, alive for the whole
 * run (issue 16: a soak's old rounds' classes were never unloaded under detection). Names are shared
 * by every class loader that loads the same class, so the cache grows with distinct names, and it is
 * emptied past {@link #MAX} entries (names of hidden classes are new for each one).
 */
public final class NameDecisions {
    static final int MAX = 1 << 16;

    private final ConcurrentHashMap<Symbol<?>, ConcurrentHashMap<Symbol<?>, Boolean>> byClass = new ConcurrentHashMap<>();
    private volatile int size;

    /** {@code decision} of {@code member}, computed once per pair of names while cached. */
    public <M extends Member<?>> boolean decide(M member, Predicate<M> decision) {
        Symbol<?> owner = member.getDeclaringKlass().getType();
        ConcurrentHashMap<Symbol<?>, Boolean> members = byClass.get(owner);
        if (members != null) {
            Boolean known = members.get(member.getName());
            if (known != null) {
                return known;
            }
        }
        boolean answer = decision.test(member);
        if (size >= MAX) {
            byClass.clear(); // a racing put may survive: harmless, the answer is the same
            size = 0;
        }
        if (byClass.computeIfAbsent(owner, k -> new ConcurrentHashMap<>()).put(member.getName(), answer) == null) {
            size++; // not atomic: only bounds the table
        }
        return answer;
    }
}

package org.goldilocks.vm.report;

import org.goldilocks.policy.NameList;
import org.goldilocks.vm.policy.NameDecisions;
import org.goldilocks.vm.policy.Suppressions;
import org.goldilocks.vm.runtime.RaceConfig;

import com.oracle.truffle.espresso.impl.Field;
import com.oracle.truffle.espresso.impl.Method;

/**
 * The site token the engine keeps with each recorded access, and gives back as
 * {@code Race.earlierSite()}: what a report can say about the earlier access of a race.
 * <ul>
 * <li>By default the interned {@link Site} (method, bci): no allocation, the racing frame only.</li>
 * <li>{@code --race-stacks=full}: a {@link GuestStack} captured at every checked access (costly).</li>
 * <li>{@code --race-stacks-for=<file>}: a {@link GuestStack} only for accesses to the fields, and
 * by the methods, the file names (the second phase of a two-phase run); a Site otherwise. The
 * decision is cached per field and per method.</li>
 * </ul>
 */
final class SiteTokens {
    private static final NameList STACKS_FOR = Suppressions.load(RaceConfig.STACKS_FOR, "racy variables file");
    private static final boolean SELECTED = RaceConfig.STACKS_FOR != null;
    /** Whether accesses through a field, or by a method, record full stacks. */
    private static final NameDecisions FIELDS_WANTED = new NameDecisions();
    private static final NameDecisions METHODS_WANTED = new NameDecisions();

    private SiteTokens() {
    }

    static Object of(Method method, int bci, Object holder) {
        Site site = Site.of(method, bci);
        if (RaceConfig.FULL_STACKS || (SELECTED && wanted(method, holder))) {
            return GuestStack.capture(site);
        }
        return site;
    }

    /** The access's own frame, whatever the token; null for a token of unknown kind. */
    static Site top(Object token) {
        if (token instanceof Site s) {
            return s;
        }
        if (token instanceof GuestStack g) {
            return g.top();
        }
        return null;
    }

    private static boolean wanted(Method method, Object holder) {
        if (holder instanceof Field f
                        && FIELDS_WANTED.decide(f, x -> STACKS_FOR.matchesField(x.getDeclaringKlass().getExternalName(), x.getNameAsString()))) {
            return true;
        }
        return STACKS_FOR.hasMethods()
                        && METHODS_WANTED.decide(method, m -> STACKS_FOR.matchesMethod(m.getDeclaringKlass().getExternalName(), m.getNameAsString()));
    }
}

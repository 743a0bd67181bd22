package org.goldilocks.vm.report;

import java.util.concurrent.ConcurrentHashMap;

import org.goldilocks.policy.NameList;
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
    /** Field or Method -> whether accesses through it record full stacks. */
    private static final ConcurrentHashMap<Object, Boolean> WANTED = new ConcurrentHashMap<>();

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
        if (holder instanceof Field f) {
            Boolean known = WANTED.get(f);
            if (known == null) {
                known = STACKS_FOR.matchesField(f.getDeclaringKlass().getExternalName(), f.getNameAsString());
                WANTED.put(f, known);
            }
            if (known) {
                return true;
            }
        }
        if (!STACKS_FOR.hasMethods()) {
            return false;
        }
        Boolean known = WANTED.get(method);
        if (known == null) {
            known = STACKS_FOR.matchesMethod(method.getDeclaringKlass().getExternalName(), method.getNameAsString());
            WANTED.put(method, known);
        }
        return known;
    }
}

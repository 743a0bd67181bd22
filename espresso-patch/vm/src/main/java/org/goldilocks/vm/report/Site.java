package org.goldilocks.vm.report;

import java.util.concurrent.atomic.AtomicReferenceArray;

import org.goldilocks.vm.runtime.MethodAttachment;

import com.oracle.truffle.espresso.impl.Method;

/**
 * Where an access happened: the engine keeps it as the site token of each recorded access
 * ({@link SiteTokens}). Interned, one per (method, bci), so recorded accesses share them.
 *
 * <p>A method's sites hang off the method itself ({@link MethodAttachment}, in the patched-in {@code Method.goldilocksSites}),
 * not off a static table: a table keyed by methods kept every method that ever had a site, with
 * its class and class loader and all they reach, alive for the whole run (issue 16: the soak's
 * old rounds' classes were never unloaded under detection, unlike under {@code --race=off}).
 */
public record Site(Method method, int bci) {
    /** The interned site of {@code bci} in {@code method}. Slow path only. */
    public static Site of(Method method, int bci) {
        AtomicReferenceArray<Site> sites = MethodAttachment.of(method).sites;
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

    @Override
    public String toString() {
        return GuestNames.of(method, bci);
    }
}

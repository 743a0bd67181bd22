package org.goldilocks.vm.report;

import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * Which of detailed mode's kept records get the full stack of their access (PPoPP'03 sec. 6.6:
 * a record that survives the redundancy checks keeps its stack), so that a stack walk is not paid
 * per element of an array kernel.
 *
 * <p>The redundancy checks of sec. 5 make a program's kept records few per field, but an array
 * element is a variable of its own: a loop over a shared array keeps a record for each element and
 * thread, and walking the stack for each was about 30 times the rest of detailed mode's cost
 * (docs/results.md, "Hybrid: detailed mode's stacks"). Such a loop's records all come from one
 * site with one stack. So, per thread and site: the first {@link #PROBES} kept records get their
 * stack walked; if those stacks differ (a setter called from several places), every later record
 * there does too; if they are all the same, later records keep the racing frame only (the report
 * says so and how to get more), except one in every {@link #RECHECK}, whose walk turns the site
 * back to "always" if its stack differs from the last one. A stack shown is always the access's
 * own, never one guessed from another access.
 */
final class KeptStacks {
    /** The kept records per thread and site whose stacks are always walked. */
    static final int PROBES = 8;
    /** After the probes, at a site of one stack, every this many-th record is walked too (a power of two). */
    static final int RECHECK = 1024;

    /** Per host thread (the engine expands on the accessing thread): its sites' histories. */
    private static final ThreadLocal<IdentityHashMap<Site, History>> SITES = ThreadLocal.withInitial(IdentityHashMap::new);

    private KeptStacks() {
    }

    /** What a thread's kept records at one site have shown so far. */
    private static final class History {
        long kept;
        GuestStack last;
        boolean varied;
    }

    /** The token a kept record stores: its full stack, or its racing frame (see the class comment). */
    static Object expand(Object token) {
        if (!(token instanceof Site site)) {
            return token; // a GuestStack already (--race-stacks), or a token of the engine's own
        }
        History h = SITES.get().computeIfAbsent(site, s -> new History());
        long n = h.kept++;
        if (h.varied || n < PROBES || (n & (RECHECK - 1)) == 0) {
            GuestStack stack = GuestStack.capture(site);
            if (h.last != null && !Arrays.equals(h.last.frames(), stack.frames())) {
                h.varied = true;
            }
            h.last = stack;
            return stack;
        }
        return site;
    }
}

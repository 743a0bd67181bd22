package org.goldilocks.vm.report;

import java.util.Arrays;

import org.goldilocks.vm.runtime.MethodAttachment;

/**
 * Which of detailed mode's kept records get the full stack of their access (PPoPP'03 sec. 6.6:
 * a record that survives the redundancy checks keeps its stack), so that a stack walk is not paid
 * per element of an array kernel.
 *
 * <p>The redundancy checks of sec. 5 make a program's kept records few per field, but an array
 * element is a variable of its own: a loop over a shared array keeps a record for each element and
 * thread, and walking the stack for each was about 30 times the rest of detailed mode's cost
 * (docs/results.md, "Hybrid: detailed mode's stacks"). Such a loop's records all come from one
 * site with one stack. So, per site: the first {@link #PROBES} kept records get their stack
 * walked; once two walks there gave different stacks (a setter called from several places), every
 * later record there does too; while they all gave one stack, later records keep the racing frame
 * only (the report says so and how to get more), except one in every {@link #RECHECK}, whose walk
 * may find the site varied after all. A stack shown is always the access's own, never one guessed
 * from another access.
 *
 * <p>The histories hang off the site's method ({@link MethodAttachment}) and remember a stack by
 * its hash only, so they keep no method, class or loader alive. Their plain fields are updated
 * by whichever thread keeps a record there, without a lock: a lost update or a hash collision only
 * changes which records are walked, never what a walk shows.
 */
final class KeptStacks {
    /** The kept records per site whose stacks are always walked. */
    static final int PROBES = 8;
    /** After the probes, at a site of one stack, every this many-th record is walked too (a power of two). */
    static final int RECHECK = 1024;

    private KeptStacks() {
    }

    /** What the kept records at one site have shown so far. */
    private static final class History {
        long kept;
        int stackHash;
        boolean varied;
    }

    /** The token a kept record stores: its full stack, or its racing frame (see the class comment). */
    static Object expand(Object token) {
        if (!(token instanceof Site site)) {
            return token; // a GuestStack already (--race-stacks), or a token of the engine's own
        }
        History h = history(site);
        if (h == null) {
            return GuestStack.capture(site); // a bci outside the code (not interned): walk
        }
        long n = h.kept++;
        if (h.varied || n < PROBES || (n & (RECHECK - 1)) == 0) {
            GuestStack stack = GuestStack.capture(site);
            int hash = Arrays.hashCode(stack.frames()); // Sites are interned: identity hashes
            if (n > 0 && hash != h.stackHash) {
                h.varied = true;
            }
            h.stackHash = hash;
            return stack;
        }
        return site;
    }

    private static History history(Site site) {
        MethodAttachment a = MethodAttachment.of(site.method());
        History[] all = (History[]) a.keptStacks;
        if (all == null) {
            a.keptStacks = all = new History[a.sites.length()];
        }
        int bci = site.bci();
        if (bci < 0 || bci >= all.length) {
            return null;
        }
        History h = all[bci];
        if (h == null) {
            all[bci] = h = new History();
        }
        return h;
    }
}

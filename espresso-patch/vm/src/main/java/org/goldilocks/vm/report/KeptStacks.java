package org.goldilocks.vm.report;

import java.util.Arrays;

import org.goldilocks.engine.ThreadState;
import org.goldilocks.vm.runtime.MethodAttachment;

import com.oracle.truffle.espresso.impl.Method;

/**
 * Which of detailed mode's kept records get the full stack of their access (PPoPP'03 sec. 6.6:
 * a record that survives the redundancy checks keeps its stack), so that a stack walk is not paid
 * per element of an array kernel.
 *
 * <p>The redundancy checks of sec. 5 make a program's kept records few per field, but an array
 * element is a variable of its own: a loop over a shared array keeps a record for each element and
 * thread, and walking the stack for each was about 30 times the rest of detailed mode's cost
 * (docs/results.md, "Hybrid: detailed mode's stacks"). Such a loop's records all come from one
 * site with one stack, or from a helper its loop calls from a few places in turn (IDEA's
 * {@code word(in, o)}, {@code word(in, o + 2)}, ...). So, per site and thread, a kept record's stack
 * is walked until either {@link #PROBES} walks in a row gave the stack of the walk before them, or
 * {@link #CYCLE_PROBES} walks in a row each gave one of the last {@link #KNOWN} stacks the site
 * showed; from then on records keep the racing frame only (the report says so and how to get
 * more), except one in every {@link #RECHECK}, whose walk, if its stack is new, starts the walking
 * over. A setter called a few hundred times from several places gets every record walked; a
 * kernel's helper called millions of times stops paying a walk per element; a loop whose caller
 * changed once (a benchmark's warm-up and measured iterations) settles again after a few walks. A
 * stack shown is always the access's own, never one guessed from another access.
 *
 * <p>The histories hang off the site's method ({@link MethodAttachment}) and remember a stack by
 * its hash only, so they keep no method, class or loader alive. Their plain fields are updated
 * by whichever thread keeps a record there, without a lock (each thread its own slot of an array
 * that a thread with a new slot may replace by a longer copy): a lost update or a hash collision only
 * changes which records are walked, never what a walk shows. Slots are reused after a thread
 * ends; a new thread starting from an old one's history only changes which records are walked.
 */
final class KeptStacks {
    /** Walks in a row that must give one stack before a site's records stop being walked. */
    static final int PROBES = 8;
    /** Walks in a row that must each give a known stack (of several) before a site's records stop being walked. */
    static final int CYCLE_PROBES = 256;
    /** How many of a site's latest distinct stacks are known (by hash) per thread. */
    static final int KNOWN = 8;
    /** After the probes, at a settled site, every this many-th record is walked too (a power of two). */
    static final int RECHECK = 1024;

    // A thread's history at a site, WIDTH longs from WIDTH * slot: records kept, the hash of the
    // last stack walked, walks in a row that gave the stack before them, walks in a row that gave
    // a known stack, where the next new stack is remembered, then the KNOWN hashes (0: none).
    private static final int COUNT = 0;
    private static final int LAST = 1;
    private static final int SAME_RUN = 2;
    private static final int KNOWN_RUN = 3;
    private static final int NEXT = 4;
    private static final int HASHES = 5;
    private static final int WIDTH = HASHES + KNOWN;

    private KeptStacks() {
    }

    /**
     * The token a kept record stores: its full stack, or its racing frame (see the class comment).
     * What a site's records have shown is kept per thread slot: the threads of a kernel may reach
     * one site through different frames (worker 0 on main, the others in a pool), and compared with
     * each other their walks would never settle.
     */
    static Object expand(ThreadState thread, Object token) {
        if (!(token instanceof Site site)) {
            return token; // a GuestStack already (--race-stacks), or a token of the engine's own
        }
        long[][] bySite = bySite(site.method());
        int bci = site.bci();
        if (bci < 0 || bci >= bySite.length) {
            return GuestStack.capture(site); // a bci outside the code (not interned): walk
        }
        int i = WIDTH * thread.slot();
        long[] s = bySite[bci];
        if (s == null || i + WIDTH > s.length) {
            bySite[bci] = s = s == null ? new long[Math.max(i + WIDTH, 4 * WIDTH)] : Arrays.copyOf(s, Math.max(i + WIDTH, 2 * s.length));
        }
        long n = s[i + COUNT]++;
        boolean settled = s[i + SAME_RUN] >= PROBES || s[i + KNOWN_RUN] >= CYCLE_PROBES;
        if (settled && (n & (RECHECK - 1)) != 0) {
            return site;
        }
        GuestStack stack = GuestStack.capture(site);
        long hash = Arrays.hashCode(stack.frames()) | 1L << 32; // Sites are interned: identity hashes; never 0
        s[i + SAME_RUN] = hash == s[i + LAST] ? s[i + SAME_RUN] + 1 : 0; // LAST is 0 on the first walk
        s[i + LAST] = hash;
        if (known(s, i, hash)) {
            s[i + KNOWN_RUN]++;
        } else {
            s[i + KNOWN_RUN] = 0;
            int next = (int) s[i + NEXT];
            s[i + HASHES + next] = hash;
            s[i + NEXT] = (next + 1) % KNOWN;
        }
        return stack;
    }

    private static boolean known(long[] s, int i, long hash) {
        for (int k = 0; k < KNOWN; k++) {
            if (s[i + HASHES + k] == hash) {
                return true;
            }
        }
        return false;
    }

    /** The method's per-site arrays (see {@link #expand}), by bci. */
    private static long[][] bySite(Method method) {
        MethodAttachment a = MethodAttachment.of(method);
        long[][] all = (long[][]) a.keptStacks;
        if (all == null) {
            a.keptStacks = all = new long[a.sites.length()][];
        }
        return all;
    }
}

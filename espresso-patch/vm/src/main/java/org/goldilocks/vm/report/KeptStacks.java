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
 * site with one stack. So, per site and thread: a kept record's stack is walked until {@link #PROBES} walks
 * in a row gave the same stack as the walk before them; from then on records keep the racing
 * frame only (the report says so and how to get more), except one in every {@link #RECHECK},
 * whose walk, if its stack differs, starts the walking over. A setter called from several places
 * in turn gets every record walked; a loop whose caller changed once (a benchmark's warm-up and
 * measured iterations) settles again after a few walks. A stack shown is always the access's own,
 * never one guessed from another access.
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
    /** After the probes, at a site of one stack, every this many-th record is walked too (a power of two). */
    static final int RECHECK = 1024;

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
        // For slot t: records kept, the hash of the last stack walked, and how many walks in a row
        // gave the stack of the walk before them, at 3t, 3t+1 and 3t+2 of the site's one array,
        // which a thread with a new slot replaces whole by a longer copy.
        int i = 3 * thread.slot();
        long[] s = bySite[bci];
        if (s == null || i + 2 >= s.length) {
            bySite[bci] = s = s == null ? new long[Math.max(i + 3, 3 * 4)] : Arrays.copyOf(s, Math.max(i + 3, 2 * s.length));
        }
        long n = s[i]++;
        if (s[i + 2] < PROBES || (n & (RECHECK - 1)) == 0) {
            GuestStack stack = GuestStack.capture(site);
            long hash = Arrays.hashCode(stack.frames()); // Sites are interned: identity hashes
            if (n > 0) {
                s[i + 2] = hash == s[i + 1] ? s[i + 2] + 1 : 0;
            }
            s[i + 1] = hash;
            return stack;
        }
        return site;
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

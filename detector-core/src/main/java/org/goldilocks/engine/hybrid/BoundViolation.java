package org.goldilocks.engine.hybrid;

/**
 * The first access that held more locks than an oversized-lockset decision (sec. 5.4) on its
 * variable assumed any access would: potential races of that variable involving such accesses may
 * be missed. Reported by {@link HybridEngine#boundViolation()}, never silently dropped.
 *
 * @param thread the accessing thread's name
 * @param locksHeld how many locks (lockset tokens) it held
 * @param bound the bound N the decision assumed
 * @param site the access's site token, as the runtime passed it
 * @param count how many such accesses there were so far (this one included)
 */
public record BoundViolation(String thread, int locksHeld, int bound, Object site, long count) {
    /** One line for a user: what happened and what to do. */
    public String message() {
        return "thread \"" + thread + "\" held " + locksHeld + " locks at " + site + ", more than the bound " + bound
                + " the oversized-lockset check assumed (" + count + " such access" + (count == 1 ? "" : "es")
                + "): potential races may be missed; rerun with a bound of at least " + locksHeld
                + " or without the oversized-lockset check";
    }
}

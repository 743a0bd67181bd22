package org.goldilocks.engine.goldilocks;

import java.lang.ref.WeakReference;

/**
 * A registry entry (see {@link Registry}): weakly, one {@link GVariable} or one {@link ElementBlock}
 * (then it stands for every member). Weak, so that registering never keeps a dead object's
 * variables (and through their records, the list) alive. One per variable or block, made on its
 * first registration and reused.
 */
final class VarRef extends WeakReference<Object> {
    /**
     * The serial of the chunk this entry was last added to; -1: none. For a single variable it is
     * guarded by the variable's monitor. A block's members have different monitors, so two of them
     * may race on it: the worst outcome is that both add the entry (a duplicate the pass ignores),
     * because a thread that reads the newer serial reads it after the add that preceded it.
     */
    int registeredSerial = -1;

    VarRef(Object referent) {
        super(referent);
    }
}

package org.goldilocks.engine.goldilocks;

import java.util.Arrays;

/**
 * Variables the runtime keeps together and that die together (consecutive elements of one array:
 * {@link org.goldilocks.engine.Engine#newElementBlock()}), registered with the event list as one:
 * one weak entry for up to 64 variables instead of one each. A large shared array otherwise costs
 * a {@link VarRef} (32 bytes, and weak-reference processing in every collection) per element, and
 * a stale one for each element of the arrays of earlier phases until their chunk is reclaimed.
 *
 * <p>Invariant (the {@link Registry}'s, per block): if a record of a member points into chunk c,
 * the block's entry is in c's registry or c's registry is being closed. A pass closes a chunk's
 * registry before it {@linkplain #members() lists} the members, both under this block's monitor
 * for the list: a member added after the listing was created after the close, so its first access
 * sees the registry closed and takes a newer position.
 */
final class ElementBlock {
    private GVariable[] members = new GVariable[8];
    private int count;
    /** The members' registry entry; each member holds the block, so the block lives while one of them does. */
    final VarRef ref = new VarRef(this);

    synchronized GVariable join() {
        GVariable v = new GVariable(this);
        if (count == members.length) {
            members = Arrays.copyOf(members, count * 2);
        }
        members[count++] = v;
        return v;
    }

    /** The members so far (a variable created by a losing racer in the runtime stays a member: harmless, it has no records). */
    synchronized GVariable[] members() {
        return Arrays.copyOf(members, count);
    }
}

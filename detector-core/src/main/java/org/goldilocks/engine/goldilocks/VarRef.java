package org.goldilocks.engine.goldilocks;

import java.lang.ref.WeakReference;

/**
 * A variable's entry in chunk registries. Weak, so that registering a variable never keeps a dead
 * object's variable (and through its records, the list) alive. One per variable, made on its
 * first registration and reused.
 */
final class VarRef extends WeakReference<GVariable> {
    VarRef(GVariable variable) {
        super(variable);
    }
}

package org.goldilocks.vm;

import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/** Allocation-side hooks. */
public final class ObjectHooks {
    private ObjectHooks() {
    }

    /**
     * GuestAllocator.copy (Object.clone): the host clone copied every field, our shadow included;
     * the copy is a fresh object with no detector history.
     */
    public static void afterCopy(StaticObject copy) {
        if (RaceConfig.ENABLED && copy.goldilocksShadow != null) {
            Shadows.reset(copy);
        }
    }
}

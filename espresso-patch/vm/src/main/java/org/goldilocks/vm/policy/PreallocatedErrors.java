package org.goldilocks.vm.policy;

import com.oracle.truffle.espresso.runtime.EspressoContext;
import com.oracle.truffle.espresso.runtime.EspressoException;
import com.oracle.truffle.espresso.runtime.staticobject.StaticObject;

/**
 * The two error objects Espresso makes once, on the main thread while the VM starts
 * ({@code EspressoContext}: "VM OutOfMemory", "VM StackOverFlow"), and throws in whichever thread
 * runs out of heap or stack. That sharing is the VM's, not the program's, and has no
 * happens-before edge the detector could see: the fields of these two objects are not checked.
 * (Seen: the Reference Handler thread printing the shared OutOfMemoryError raised a race on
 * {@code Throwable.detailMessage} against main's constructor.)
 */
public final class PreallocatedErrors {
    private PreallocatedErrors() {
    }

    /** Slow path only. */
    public static boolean contains(StaticObject obj) {
        EspressoContext context = EspressoContext.get(null);
        return is(context.getOutOfMemory(), obj) || is(context.getStackOverflow(), obj);
    }

    private static boolean is(EspressoException error, StaticObject obj) {
        return error != null && error.getGuestException() == obj;
    }
}

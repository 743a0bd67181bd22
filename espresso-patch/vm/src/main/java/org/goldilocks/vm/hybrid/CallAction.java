package org.goldilocks.vm.hybrid;

/** One event a call of a method is for the hybrid engine, at its entry or at its return. */
public interface CallAction {
    /**
     * @param args the call's arguments as the frame holds them (receiver first for an instance method)
     * @param result the returned value (boxed), or null at entry
     */
    void run(Object[] args, Object result);
}

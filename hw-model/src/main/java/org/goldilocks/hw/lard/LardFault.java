package org.goldilocks.hw.lard;

/** The runtime broke the {@link Lard} contract (the hardware would fault): a bug in the caller. */
public final class LardFault extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LardFault(String message) {
        super(message);
    }
}

package org.goldilocks.hw.machine;

/**
 * The model cannot go on: the simulated heap is exhausted, or the caller broke the contract of
 * {@link org.goldilocks.hw.HwModel} (an access to an object it never allocated...). The message is
 * one line, for the user.
 */
public class HwModelException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public HwModelException(String message) {
        super(message);
    }
}

package org.goldilocks;

/**
 * Thrown by the Goldilocks runtime right before an access that would form a data race under the
 * Java Memory Model: the access has not happened. Like any uncaught exception it ends only the
 * thread that raised it; a program may catch it.
 *
 * <p>The message names the variable, the current access and the earlier access it races with
 * (thread, read or write, method and source line).
 */
public class DataRaceException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DataRaceException(String message) {
        super(message);
    }
}

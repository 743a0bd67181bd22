package org.goldilocks.launcher;

/** A launch that cannot proceed: reported as one line on stderr with this exit status. */
final class LaunchException extends Exception {
    private static final long serialVersionUID = 1L;
    final int status;

    LaunchException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }
}

package org.gridwright.cli;

/** Bad usage or bad input: the message is shown to the user as is and the command exits with status 2. */
public final class UsageException extends Exception {
    public UsageException(String message) {
        super(message);
    }
}

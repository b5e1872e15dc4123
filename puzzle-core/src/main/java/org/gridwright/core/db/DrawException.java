package org.gridwright.core.db;

/** The database cannot give what a {@link DrawRequest} asks; the message says which part cannot be met. */
public final class DrawException extends Exception {
    public DrawException(String message) {
        super(message);
    }
}

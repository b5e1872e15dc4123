package org.gridwright.core.generate;

/** The generator cannot meet its settings; the message says which setting, for a person to read. */
public final class GenerationException extends Exception {
    public GenerationException(String message) {
        super(message);
    }
}

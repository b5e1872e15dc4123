package org.gridwright.core.text;

/**
 * A template asked a word for a form its data does not give (a case, a gender, a number to agree with). The
 * message names the word and the form, so an author knows which column of which item to fill in.
 */
public final class MissingFormException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String form;

    MissingFormException(Word w, String form) {
        super(Templates.of("org.gridwright.core.text.Messages", java.util.Locale.ENGLISH)
                .fill("error.missingForm", w.describe(), form));
        this.form = form;
    }

    /** The form asked for: a case name, {@code gender} or {@code number}. */
    public String form() {
        return form;
    }
}

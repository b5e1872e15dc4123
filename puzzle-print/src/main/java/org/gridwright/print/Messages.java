package org.gridwright.print;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** The words of printed documents, from {@code Messages.properties} (UTF-8) in this package. */
final class Messages {
    private final ResourceBundle bundle;
    private final Locale locale;

    Messages(Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle("org.gridwright.print.Messages", locale);
    }

    String get(String key, Object... args) {
        String pattern = bundle.getString(key);
        return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
    }
}

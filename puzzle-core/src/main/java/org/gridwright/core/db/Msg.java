package org.gridwright.core.db;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** Messages for authors, from {@code Messages.properties} beside this class. */
final class Msg {
    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.gridwright.core.db.Messages",
            Locale.ROOT);

    private Msg() {
    }

    static String get(String key, Object... args) {
        String t = BUNDLE.getString(key);
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof Number n && !(args[i] instanceof Integer || args[i] instanceof Long)) {
                args[i] = String.valueOf(n);
            } else if (args[i] instanceof Integer || args[i] instanceof Long) {
                args[i] = String.valueOf(args[i]);
            }
        }
        return new MessageFormat(t, Locale.ROOT).format(args);
    }
}

package org.gridwright.core.generate;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** Words for people, from {@code Messages.properties} beside this class. */
final class Msg {
    private static final ResourceBundle BUNDLE = ResourceBundle.getBundle("org.gridwright.core.generate.Messages",
            Locale.ROOT);

    private Msg() {
    }

    static String get(String key, Object... args) {
        Object[] shown = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            shown[i] = args[i] instanceof Number ? String.valueOf(args[i]) : args[i];
        }
        return new MessageFormat(BUNDLE.getString(key), Locale.ROOT).format(shown);
    }
}

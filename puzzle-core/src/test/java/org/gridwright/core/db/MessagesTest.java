package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

class MessagesTest {
    @Test
    void everyTemplateFormatsCleanly() {
        ResourceBundle b = ResourceBundle.getBundle("org.gridwright.core.db.Messages", Locale.ROOT);
        for (String key : b.keySet()) {
            String text = Msg.get(key, "A", "B", "C", "D");
            assertFalse(text.contains("''") || text.contains("{") || text.isBlank(), key + ": " + text);
        }
    }
}

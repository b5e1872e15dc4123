package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.gridwright.quadrata.generate.Symbols;
import org.junit.jupiter.api.Test;

class SymbolTypingTest {
    @Test
    void oneKeyNamesAOneCharacterSymbolInAnyCase() {
        SymbolTyping t = new SymbolTyping();
        List<String> letters = Symbols.letters(7);
        assertEquals(2, t.key(letters, 'c', 0));
        assertEquals(2, t.key(letters, 'C', 10));
        assertEquals(-1, t.key(letters, 'z', 20));
        assertEquals(0, t.key(letters, 'a', 30), "after a key naming nothing, the next starts afresh");
    }

    @Test
    void longerSymbolsAreTypedOutWithinThePause() {
        SymbolTyping t = new SymbolTyping();
        List<String> digits = Symbols.digits(12); // 1 … 12
        assertEquals(0, t.key(digits, '1', 0), "1 at once (10, 11, 12 may follow)");
        assertEquals(11, t.key(digits, '2', 100), "then 12");
        assertEquals(1, t.key(digits, '2', 200), "12 is complete: a new symbol begins");
        assertEquals(0, t.key(digits, '1', 300));
        assertEquals(0, t.key(digits, '1', 300 + SymbolTyping.PAUSE_MS + 1), "after the pause: 1 again, not 11");
        List<String> words = List.of("Ash", "Elm", "Oak");
        assertEquals(-1, t.key(words, 'o', 5000));
        assertEquals(-1, t.key(words, 'a', 5100));
        assertEquals(2, t.key(words, 'k', 5200));
    }
}

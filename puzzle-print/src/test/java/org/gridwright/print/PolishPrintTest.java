package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.ClueText;

/** A book of Polish puzzles prints Polish words, and its PDF text keeps every Polish letter. */
class PolishPrintTest {
    private static final CategoryDatabase PL = CategoryDatabase.bundled("pl");

    @Property(tries = 3)
    void polishBooksKeepEveryLetterAndSpeakPolish(@ForAll long seed) throws Exception {
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            puzzles.add(Generator.generate(GeneratorSettings.of(4, 4, seed + i), PL, "bundled-pl", Monitor.NONE));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(new PrintOptions(Paper.A4, SolutionPlacement.APPENDIX, true))
                .print(new Book("Zażółć gęślą jaźń · ZAŻÓŁĆ GĘŚLĄ JAŹŃ", puzzles), out);
        try (PdfProbe pdf = PdfProbe.read(out.toByteArray())) {
            String text = PdfProbe.flat(pdf.text());
            for (char c : "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ".toCharArray()) {
                assertTrue(text.indexOf(c) >= 0, "the letter " + c + " is lost");
            }
            for (String heading : List.of("Spis treści", "Jak rozwiązywać", "Wskazówki", "Rozwiązania",
                    "Rozwiązania krok po kroku")) {
                assertTrue(text.contains(heading), heading);
            }
            for (String english : List.of("Contents", "How to solve", "Clues", "Solution", "Step by step")) {
                assertFalse(text.contains(english), english);
            }
            for (Puzzle p : puzzles) {
                assertTrue(text.contains(PdfProbe.flat(p.intro())), p.intro());
                for (Clue c : p.clues()) {
                    String clue = PdfProbe.flat(ClueText.render(p, c));
                    // a wrapped line may break a word at a hyphen; compare without line breaks
                    assertTrue(text.replace("- ", "-").contains(clue.replace("- ", "-")), clue);
                }
            }
        }
    }
}

package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Forms;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Plural;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.junit.jupiter.api.Test;

/** Polish clue sentences: cases from the items' forms, verbs agreeing with the cast, numerals with their nouns. */
class PolishTextTest {
    /** A Polish puzzle as a file holds it: the language, the items' forms and the phrases asking for them. */
    private static final String PUZZLE = """
            {
              "format": "gridwright/1",
              "lang": "pl",
              "cast": "Imię",
              "categories": [
                {"name": "Imię", "kind": "categorical", "items": ["Ola", "Jan", "Ewa"],
                 "x-forms": {"Ola": {"gen": "Oli", "ins": "Olą", "gender": "f"}, "Jan": {"gen": "Jana", "gender": "m"},
                             "Ewa": {"gen": "Ewy", "gender": "f"}}},
                {"name": "Zwierzę", "kind": "categorical", "items": ["rybka", "kot", "pies"],
                 "x-phrases": {"is": "ma {item:acc}", "isNot": "nie ma {item:gen}"},
                 "x-forms": {"rybka": {"gen": "rybki", "acc": "rybkę", "ins": "rybką", "gender": "f"},
                             "kot": {"gen": "kota", "acc": "kota", "ins": "kotem", "gender": "m"},
                             "pies": {"gen": "psa", "acc": "psa", "ins": "psem", "gender": "m"}}},
                {"name": "Miasto", "kind": "categorical", "items": ["Kraków", "Wrocław", "Łódź"],
                 "x-phrases": {"is": "mieszka w {item:loc}", "isNot": "nie mieszka w {item:loc}"},
                 "x-forms": {"Kraków": {"loc": "Krakowie", "gender": "m"}, "Wrocław": {"loc": "Wrocławiu", "gender": "m"},
                             "Łódź": {"loc": "Łodzi", "gender": "f"}}},
                {"name": "Miesiąc", "kind": "ordinal", "items": ["marzec", "kwiecień", "maj"],
                 "x-phrases": {"is": "{cast:urodził/urodziła} się w {item:loc}",
                               "isNot": "nie {cast:urodził/urodziła} się w {item:loc}",
                               "less": "{cast:urodził/urodziła} się [@ ]wcześniej niż",
                               "more": "{cast:urodził/urodziła} się [@ ]później niż",
                               "amount": "@ miesiąc|@ miesiące|@ miesięcy"},
                 "x-forms": {"marzec": {"loc": "marcu"}, "kwiecień": {"loc": "kwietniu"}, "maj": {"loc": "maju"}}},
                {"name": "Instrument", "kind": "categorical", "items": ["skrzypce", "flet", "harfa"],
                 "x-forms": {"skrzypce": {"ins": "skrzypcami", "number": "pl"}, "flet": {"ins": "fletem"},
                             "harfa": {"ins": "harfą"}}},
                {"name": "Wiek", "kind": "numerical", "values": [2, 5, 22], "label": "@ rok|@ lata|@ lat",
                 "x-phrases": {"is": "ma @", "isNot": "nie ma {item:num} {item:roku|lat|lat}", "less": "jest [o @ ]{cast:młodszy/młodsza} niż",
                               "more": "jest [o @ ]{cast:starszy/starsza} niż"}}
              ],
              "clues": []
            }
            """;

    private static Puzzle puzzle() throws Exception {
        return PuzzleReader.parse(PUZZLE, "pl.lgp");
    }

    private static Ref r(String c, String i) {
        return new Ref(c, i);
    }

    private static String text(Clue c) throws Exception {
        return ClueText.generated(puzzle(), c);
    }

    @Test
    void negationTakesTheGenitiveAndTheAffirmativeTheAccusative() throws Exception {
        assertEquals("Ola nie ma rybki.", text(new Clue.Not(r("Imię", "Ola"), List.of(r("Zwierzę", "rybka")), null)));
        assertEquals("Jan ma rybkę.", text(new Clue.Match(r("Imię", "Jan"), r("Zwierzę", "rybka"), null)));
        // a negated list: each item in the genitive, joined by "ani"
        assertEquals("Ewa nie ma rybki ani kota.",
                text(new Clue.Not(r("Imię", "Ewa"), List.of(r("Zwierzę", "rybka"), r("Zwierzę", "kot")), null)));
    }

    @Test
    void prepositionsTakeTheirCases() throws Exception {
        // w + locative, with "we" before w + consonant
        assertEquals("Jan mieszka w Krakowie.", text(new Clue.Match(r("Imię", "Jan"), r("Miasto", "Kraków"), null)));
        assertEquals("Ola mieszka we Wrocławiu.", text(new Clue.Match(r("Imię", "Ola"), r("Miasto", "Wrocław"), null)));
        assertEquals("Ewa nie mieszka w Łodzi.",
                text(new Clue.Not(r("Imię", "Ewa"), List.of(r("Miasto", "Łódź")), null)));
        // z + instrumental ("ze" before s + consonant), for a category without phrases
        assertEquals("Osoba ze skrzypcami mieszka w Krakowie.",
                text(new Clue.Match(r("Instrument", "skrzypce"), r("Miasto", "Kraków"), null)));
        assertEquals("Osoba z harfą ma psa.", text(new Clue.Match(r("Instrument", "harfa"), r("Zwierzę", "pies"), null)));
    }

    @Test
    void verbsAgreeWithTheCastMember() throws Exception {
        assertEquals("Ola urodziła się w maju.", text(new Clue.Match(r("Imię", "Ola"), r("Miesiąc", "maj"), null)));
        assertEquals("Jan urodził się w maju.", text(new Clue.Match(r("Imię", "Jan"), r("Miesiąc", "maj"), null)));
        assertEquals("Jan nie urodził się w marcu.",
                text(new Clue.Not(r("Imię", "Jan"), List.of(r("Miesiąc", "marzec")), null)));
        // "osoba, która …" is feminine whoever it names, and closes its clause with a comma
        assertEquals("Osoba, która ma kota, urodziła się w marcu.",
                text(new Clue.Match(r("Zwierzę", "kot"), r("Miesiąc", "marzec"), null)));
        assertEquals("Ola urodziła się 2 miesiące wcześniej niż Jan.",
                text(new Clue.Offset("Miesiąc", r("Imię", "Ola"), r("Imię", "Jan"), Clue.Op.PLUS, BigDecimal.valueOf(2),
                        null)));
        assertEquals("Ewa jest o 3 lata młodsza niż Jan.",
                text(new Clue.Offset("Wiek", r("Imię", "Ewa"), r("Imię", "Jan"), Clue.Op.PLUS, BigDecimal.valueOf(3),
                        null)));
        assertEquals("Jan jest o 5 lat młodszy niż Ewa.",
                text(new Clue.Offset("Wiek", r("Imię", "Jan"), r("Imię", "Ewa"), Clue.Op.PLUS, BigDecimal.valueOf(5),
                        null)));
    }

    @Test
    void listsAndAlternativesAgreeWithTheNearerSubject() throws Exception {
        Puzzle p = puzzle();
        assertEquals("Ani Ola, ani Jan nie ma kota.", ClueText.generated(p,
                new Clue.Not(r("Zwierzę", "kot"), List.of(r("Imię", "Ola"), r("Imię", "Jan")), null)));
        String any = ClueText.generated(p, new Clue.Any(List.of(new Pair(r("Imię", "Jan"), r("Miesiąc", "maj")),
                new Pair(r("Imię", "Ewa"), r("Miesiąc", "maj"))), true, null));
        assertEquals("Albo Jan, albo Ewa urodziła się w maju.", any);
    }

    @Test
    void labelsAndAmountsAgreeWithTheirNumbers() throws Exception {
        Puzzle p = puzzle();
        assertEquals(List.of("2 lata", "5 lat", "22 lata"), List.of(ClueText.item(p, r("Wiek", "2")),
                ClueText.item(p, r("Wiek", "5")), ClueText.item(p, r("Wiek", "22"))));
        assertEquals("Ola ma 22 lata.", text(new Clue.Match(r("Imię", "Ola"), r("Wiek", "22"), null)));
        // negated, a numeral takes the genitive: "ma 22 lata" but "nie ma 22 lat", "nie ma 2 lat"
        assertEquals("Jan nie ma 5 lat.", text(new Clue.Not(r("Imię", "Jan"), List.of(r("Wiek", "5")), null)));
        assertEquals("Jan nie ma 22 lat.", text(new Clue.Not(r("Imię", "Jan"), List.of(r("Wiek", "22")), null)));
        assertEquals("Ewa nie ma 2 lat.", text(new Clue.Not(r("Imię", "Ewa"), List.of(r("Wiek", "2")), null)));
        // several ages: each counted by its own numeral (a generated puzzle once stopped at "35 lat ani 25 lat")
        assertEquals("Ewa nie ma 2 lat ani nie ma 22 lat.", text(new Clue.Not(r("Imię", "Ewa"),
                List.of(r("Wiek", "2"), r("Wiek", "22")), null)));
    }

    /** The Polish plural rule, said as a grammar book says it, over 0..200. */
    @Test
    void numeralsGovernTheirNounsOverZeroToTwoHundred() {
        for (int n = 0; n <= 200; n++) {
            String word = Plural.pick("kot|koty|kotów", BigDecimal.valueOf(n));
            String digits = Integer.toString(n);
            char last = digits.charAt(digits.length() - 1);
            boolean teen = digits.length() >= 2 && digits.charAt(digits.length() - 2) == '1';
            String expected = n == 1 ? "kot" : !teen && (last == '2' || last == '3' || last == '4') ? "koty" : "kotów";
            assertEquals(expected, word, n + " " + word);
        }
        Map<Integer, String> known = Map.of(0, "kotów", 1, "kot", 2, "koty", 4, "koty", 5, "kotów", 12, "kotów",
                14, "kotów", 22, "koty", 104, "koty", 112, "kotów");
        known.forEach((n, w) -> assertEquals(w, Plural.pick("kot|koty|kotów", BigDecimal.valueOf(n)), "" + n));
        assertEquals("2,5 roku".replace(",", "."), Plural.pick("@ rok|@ lata|@ lat|@ roku", new BigDecimal("2.5"))
                .replace("@", "2.5"));
        // English keeps its two forms
        assertEquals("1 year", Plural.pick("@ year|@ years", BigDecimal.ONE).replace("@", "1"));
        assertEquals("22 years", Plural.pick("@ year|@ years", BigDecimal.valueOf(22)).replace("@", "22"));
    }

    @Test
    void aMissingFormIsNamedNeverGuessed() throws Exception {
        Puzzle p = PuzzleReader.parse(PUZZLE.replace("\"gen\": \"rybki\", ", ""), "pl.lgp");
        MissingFormException e = assertThrows(MissingFormException.class, () -> ClueText.generated(p,
                new Clue.Not(r("Imię", "Ola"), List.of(r("Zwierzę", "rybka")), null)));
        assertTrue(e.getMessage().contains("'rybka' (Zwierzę)") && e.getMessage().contains("'gen'"), e.getMessage());
        assertEquals("gen", e.form());
        Puzzle noGender = PuzzleReader.parse(PUZZLE.replace("\"Jan\": {\"gen\": \"Jana\", \"gender\": \"m\"}",
                "\"Jan\": {\"gen\": \"Jana\"}"), "pl.lgp");
        e = assertThrows(MissingFormException.class, () -> ClueText.generated(noGender,
                new Clue.Match(r("Imię", "Jan"), r("Miesiąc", "maj"), null)));
        assertTrue(e.getMessage().contains("'Jan' (Imię)") && e.getMessage().contains("'gender'"), e.getMessage());
    }

    @Test
    void badFormsInAFileAreNamedWhenRead() {
        org.gridwright.core.format.PuzzleFormatException e = assertThrows(
                org.gridwright.core.format.PuzzleFormatException.class,
                () -> PuzzleReader.parse(PUZZLE.replace("\"Jan\": {\"gen\": \"Jana\", \"gender\": \"m\"}", "\"Jan\": {\"gen\": \"Jana\", \"gender\": \"x\"}"),
                        "bad.lgp"));
        assertTrue(e.getMessage().contains("x-forms") && e.getMessage().contains("'Jan': 'x' is not a gender"),
                e.getMessage());
    }

    @Test
    void templatesAskWordsForForms() {
        Word kot = Word.item("kot", new Forms(Map.of("gen", "kota"), "m", null), "'kot' (Zwierzę)");
        assertEquals("nie ma kota", Templates.fillTemplate("nie ma {0:gen}", kot));
        assertEquals("kot, który", Templates.fillTemplate("{0}, {0:który/która/które}", kot));
        assertEquals("5 różnych osób", Templates.fillTemplate("{0} {0:różna osoba|różne osoby|różnych osób}",
                Word.count("5", BigDecimal.valueOf(5))));
        assertThrows(MissingFormException.class, () -> Templates.fillTemplate("z {0:ins}", kot));
        // a template without forms reads a Word as its text: English is unchanged
        assertEquals("the kot", Templates.fillTemplate("the {0}", kot));
    }

    @Test
    void aPuzzleSpeaksItsOwnLanguageAndEnglishStaysEnglish() throws Exception {
        Puzzle p = puzzle();
        assertEquals(Locale.forLanguageTag("pl"), ClueText.locale(p));
        assertEquals(Locale.ENGLISH, ClueText.locale(p.toBuilder().lang(null).build()));
    }
}

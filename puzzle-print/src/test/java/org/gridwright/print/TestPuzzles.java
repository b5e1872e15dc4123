package org.gridwright.print;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/** Puzzles built in code for the printer's tests: the classic zebra, a Polish one, long names, a big one. */
final class TestPuzzles {
    private TestPuzzles() {
    }

    private static Clue match(String ca, String a, String cb, String b, String text) {
        return new Clue.Match(new Ref(ca, a), new Ref(cb, b), ClueMeta.text(text));
    }

    private static Clue next(String by, String ca, String a, String cb, String b, String text) {
        return new Clue.Next(by, new Ref(ca, a), new Ref(cb, b), ClueMeta.text(text));
    }

    /** The zebra puzzle (Life International, 1962) with its published answer. */
    static Puzzle zebra() {
        Puzzle.Builder b = Puzzle.builder().title("The Zebra Puzzle").author("Life International")
                .category(Category.labelled("House", CategoryKind.ORDINAL, List.of("1", "2", "3", "4", "5")))
                .category(Category.labelled("Color", CategoryKind.CATEGORICAL,
                        List.of("blue", "green", "ivory", "red", "yellow")))
                .category(Category.labelled("Nationality", CategoryKind.CATEGORICAL,
                        List.of("Englishman", "Japanese", "Norwegian", "Spaniard", "Ukrainian")))
                .category(Category.labelled("Drink", CategoryKind.CATEGORICAL,
                        List.of("coffee", "milk", "orange juice", "tea", "water")))
                .category(Category.labelled("Smoke", CategoryKind.CATEGORICAL,
                        List.of("Chesterfields", "Kools", "Lucky Strike", "Old Gold", "Parliaments")))
                .category(Category.labelled("Pet", CategoryKind.CATEGORICAL,
                        List.of("dog", "fox", "horse", "snails", "zebra")));
        b.clue(match("Nationality", "Englishman", "Color", "red", "The Englishman lives in the red house."));
        b.clue(match("Nationality", "Spaniard", "Pet", "dog", "The Spaniard owns the dog."));
        b.clue(match("Drink", "coffee", "Color", "green", "Coffee is drunk in the green house."));
        b.clue(match("Nationality", "Ukrainian", "Drink", "tea", "The Ukrainian drinks tea."));
        b.clue(new Clue.Offset("House", new Ref("Color", "ivory"), new Ref("Color", "green"), Clue.Op.PLUS,
                BigDecimal.ONE, ClueMeta.text("The green house is immediately to the right of the ivory house.")));
        b.clue(match("Smoke", "Old Gold", "Pet", "snails", "The Old Gold smoker owns snails."));
        b.clue(match("Smoke", "Kools", "Color", "yellow", "Kools are smoked in the yellow house."));
        b.clue(match("Drink", "milk", "House", "3", "Milk is drunk in the middle house."));
        b.clue(match("Nationality", "Norwegian", "House", "1", "The Norwegian lives in the first house."));
        b.clue(next("House", "Smoke", "Chesterfields", "Pet", "fox",
                "The man who smokes Chesterfields lives in the house next to the man with the fox."));
        b.clue(next("House", "Smoke", "Kools", "Pet", "horse",
                "Kools are smoked in the house next to the house where the horse is kept."));
        b.clue(match("Smoke", "Lucky Strike", "Drink", "orange juice", "The Lucky Strike smoker drinks orange juice."));
        b.clue(match("Nationality", "Japanese", "Smoke", "Parliaments", "The Japanese smokes Parliaments."));
        b.clue(next("House", "Nationality", "Norwegian", "Color", "blue", "The Norwegian lives next to the blue house."));
        // entity = house: {house, color, nationality, drink, smoke, pet}
        b.solution(Solution.ofRows(new int[][] {
            {0, 4, 2, 4, 1, 1}, {1, 0, 4, 3, 0, 2}, {2, 3, 0, 1, 3, 3}, {3, 2, 3, 2, 2, 0}, {4, 1, 1, 0, 4, 4}}));
        return b.build();
    }

    /** A Polish puzzle: every Polish letter in categories, items, title and clues. */
    static Puzzle polish() {
        Puzzle.Builder b = Puzzle.builder().title("Źródła w Łodzi — zagadka żółwia")
                .author("Zofia Ślązak-Żórawska")
                .category(Category.labelled("Imię", CategoryKind.CATEGORICAL,
                        List.of("Łucja", "Świętosław", "Żaneta", "Jędrzej")))
                .category(Category.labelled("Zwierzę", CategoryKind.CATEGORICAL,
                        List.of("żółw", "jeż", "łabędź", "źrebię")))
                .category(Category.labelled("Miasto", CategoryKind.CATEGORICAL,
                        List.of("Łódź", "Gdańsk", "Poznań", "Kraków")))
                .category(Category.numerical("Wiek", List.of(new BigDecimal(20), new BigDecimal(30),
                        new BigDecimal(40), new BigDecimal(50)), "@ lat"));
        b.clue(match("Imię", "Łucja", "Zwierzę", "żółw", "Łucja hoduje żółwia, który źle znosi zimę."));
        b.clue(match("Imię", "Świętosław", "Miasto", "Łódź", "Świętosław mieszka w Łodzi, niedaleko źródła."));
        b.clue(match("Imię", "Żaneta", "Wiek", "30", "Żaneta ma trzydzieści lat i nie lubi jeży."));
        b.clue(match("Zwierzę", "łabędź", "Miasto", "Gdańsk", "Łabędź pływa po Motławie w Gdańsku."));
        b.clue(new Clue.Less("Wiek", List.of(new Ref("Miasto", "Poznań"), new Ref("Miasto", "Kraków")),
                ClueMeta.text("Osoba z Poznania jest młodsza niż ta z Krakowa; ą ę ł ń ó ś ź ż Ą Ę Ł Ń Ó Ś Ź Ż.")));
        b.clue(match("Imię", "Jędrzej", "Wiek", "50", "Jędrzej jest najstarszy; jego źrebię ma imię „Gżegżółka”."));
        // entity = Imię: {Imię, Zwierzę, Miasto, Wiek}
        b.solution(Solution.ofRows(new int[][] {{0, 0, 2, 0}, {1, 1, 0, 2}, {2, 2, 1, 1}, {3, 3, 3, 3}}));
        return b.build();
    }

    /** {@code cats} categories of {@code k} items with long names and many long clues. */
    static Puzzle longNames(int cats, int k, int clueCount) {
        String[] words = {"Konstantynopolitańczykowianeczka", "Bartholomew-Featherstonehaugh", "Wiśniewska",
            "Przybyszewski", "Montgomery", "Achterberg", "Szczebrzeszyn", "Llanfairpwllgwyngyll", "Ødegården",
            "Ξενοφών", "Čeněk", "Øresund"};
        Puzzle.Builder b = Puzzle.builder().title("A long puzzle with very long names, "
                + "built to test that nothing is drawn outside the margins of the page");
        List<List<String>> items = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            List<String> its = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                its.add(words[(c * 3 + i) % words.length] + " " + (char) ('A' + c) + (i + 1));
            }
            items.add(its);
            String name = "Category number " + (c + 1) + " with a rather long name";
            b.category(Category.labelled(name, c == 0 ? CategoryKind.ORDINAL : CategoryKind.CATEGORICAL, its));
        }
        Puzzle base = b.build();
        for (int i = 0; i < clueCount; i++) {
            int c1 = i % cats;
            int c2 = (i + 1 + i / cats) % cats;
            if (c2 == c1) {
                c2 = (c1 + 1) % cats;
            }
            String a = items.get(c1).get(i % k);
            String bb = items.get(c2).get((i * 7 + 3) % k);
            String text = "Clue " + (i + 1) + ": whoever is " + a + " is not " + bb
                    + ", and — as everybody in the village of " + words[i % words.length]
                    + " knows only too well — never was, never will be, and would not want to be either, "
                    + "whatever the weather, the season or the state of the roads between the towns.";
            b.clue(new Clue.Not(new Ref(base.category(c1).name(), a), List.of(new Ref(base.category(c2).name(), bb)),
                    ClueMeta.text(text)));
        }
        int[][] rows = new int[k][cats];
        for (int e = 0; e < k; e++) {
            for (int c = 0; c < cats; c++) {
                rows[e][c] = (e + c) % k;
            }
        }
        rows[0][0] = 0;
        for (int e = 0; e < k; e++) {
            rows[e][0] = e;
        }
        b.solution(Solution.ofRows(rows));
        return b.build();
    }
}

package org.gridwright.print;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.ClueMeta;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.gridwright.core.model.Solution;

/** Whatever the sizes and texts of a puzzle, its pages keep to the margins and give every clue back. */
class LayoutProperties {
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyząęłńóśźżÆØÅçéßΩЖ";

    private static String word(Random r, int maxLen) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + r.nextInt(maxLen);
        for (int i = 0; i < n; i++) {
            char ch = LETTERS.charAt(r.nextInt(LETTERS.length()));
            sb.append(i == 0 && r.nextBoolean() ? Character.toUpperCase(ch) : ch);
        }
        return sb.toString();
    }

    private static String words(Random r, int count, int maxLen) {
        List<String> w = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            w.add(word(r, maxLen));
        }
        return String.join(" ", w) + ".";
    }

    static Puzzle random(long seed, int cats, int k, int clues) {
        Random r = new Random(seed);
        Puzzle.Builder b = Puzzle.builder().title(words(r, 1 + r.nextInt(12), 14));
        List<List<String>> items = new ArrayList<>();
        for (int c = 0; c < cats; c++) {
            Set<String> its = new LinkedHashSet<>();
            while (its.size() < k) {
                its.add(words(r, 1 + r.nextInt(3), 1 + r.nextInt(16)).replace(".", ""));
            }
            items.add(new ArrayList<>(its));
            b.category(Category.labelled(c + " " + words(r, 1 + r.nextInt(4), 12).replace(".", ""),
                    CategoryKind.CATEGORICAL, new ArrayList<>(its)));
        }
        Puzzle base = b.build();
        for (int i = 0; i < clues; i++) {
            Ref a = new Ref(base.category(0).name(), items.get(0).get(r.nextInt(k)));
            Ref bb = new Ref(base.category(1).name(), items.get(1).get(r.nextInt(k)));
            String text = words(r, 1 + r.nextInt(r.nextInt(10) == 0 ? 150 : 40), 1 + r.nextInt(r.nextInt(20) == 0 ? 60 : 12));
            b.clue(new Clue.Not(a, List.of(bb), ClueMeta.text(text)));
        }
        int[][] rows = new int[k][cats];
        for (int c = 0; c < cats; c++) {
            List<Integer> perm = new ArrayList<>();
            for (int i = 0; i < k; i++) {
                perm.add(i);
            }
            java.util.Collections.shuffle(perm, r);
            for (int e = 0; e < k; e++) {
                rows[e][c] = c == 0 ? e : perm.get(e);
            }
        }
        b.solution(Solution.ofRows(rows));
        return b.build();
    }

    @Property(tries = 12)
    void pagesKeepToTheMarginsAndGiveEveryClueBack(@ForAll long seed, @ForAll @IntRange(min = 2, max = 8) int cats,
            @ForAll @IntRange(min = 2, max = 8) int k, @ForAll @IntRange(min = 0, max = 40) int clues,
            @ForAll boolean letter) throws IOException {
        Puzzle p = random(seed, cats, k, clues);
        Paper paper = letter ? Paper.LETTER : Paper.A4;
        try (PdfProbe pdf = PdfProbe.print(new PrintOptions(paper, SolutionPlacement.AFTER, false), List.of(p))) {
            PdfPrinterTest.assertInsideMargins(pdf, paper);
            String flat = PdfProbe.flat(pdf.text());
            for (int i = 0; i < clues; i++) {
                String clue = p.clues().get(i).meta().text();
                // a word wider than the whole line is the one thing cut (between letters); others come back whole
                if (!clue.matches(".*\\S{45,}.*")) {
                    assertTrue(givenBack(flat, i + 1, clue), "clue " + (i + 1) + ": " + clue);
                }
            }
        }
    }

    /**
     * True when clue {@code n} reads whole in {@code flat}, or, when it is longer than the room left on its page,
     * split once at a word: its first part after its number, the rest right after the next page's "Clues
     * (continued)" heading (the page's footer comes between them).
     */
    private static boolean givenBack(String flat, int n, String clue) {
        if (flat.contains(n + ". " + clue)) {
            return true;
        }
        String continued = java.util.ResourceBundle.getBundle("org.gridwright.print.Messages", java.util.Locale.ENGLISH)
                .getString("clues.continued") + " ";
        for (int at = clue.indexOf(' '); at > 0; at = clue.indexOf(' ', at + 1)) {
            int head = flat.indexOf(n + ". " + clue.substring(0, at) + " ");
            if (head >= 0 && flat.indexOf(continued + clue.substring(at + 1), head) > head) {
                return true;
            }
        }
        return false;
    }
}

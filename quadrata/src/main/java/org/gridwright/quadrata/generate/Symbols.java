package org.gridwright.quadrata.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;

/** The ordered symbol sets: digits, letters, or words from an author's list (kept in the list's order). */
public final class Symbols {
    private Symbols() {
    }

    /** 1, 2, …, n. */
    public static List<String> digits(int n) {
        List<String> s = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            s.add(Integer.toString(i));
        }
        return s;
    }

    /** A, B, …: the first n letters of the English alphabet. */
    public static List<String> letters(int n) {
        List<String> s = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            s.add(String.valueOf((char) ('A' + i)));
        }
        return s;
    }

    /** The distinct non-empty lines of a word list ({@code #} starts a comment), in order. */
    public static List<String> wordList(Path file) throws IOException {
        LinkedHashSet<String> w = new LinkedHashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                w.add(t);
            }
        }
        return new ArrayList<>(w);
    }

    /** n words drawn from {@code list} with {@code random}, kept in the list's order (their order as symbols). */
    public static List<String> draw(List<String> list, int n, Random random) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            idx.add(i);
        }
        java.util.Collections.shuffle(idx, random);
        List<Integer> chosen = new ArrayList<>(idx.subList(0, n));
        java.util.Collections.sort(chosen);
        return chosen.stream().map(list::get).toList();
    }
}

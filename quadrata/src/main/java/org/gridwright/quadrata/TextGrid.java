package org.gridwright.quadrata;

import java.util.ArrayList;
import java.util.List;

/**
 * The puzzle as monospaced text: given symbols in their cells, {@code .} for an empty cell, {@code <} / {@code >}
 * between cells of a row and {@code ^} / {@code v} (pointing at the smaller) between cells of a column.
 */
public final class TextGrid {
    private TextGrid() {
    }

    public static List<String> lines(Quadrata q) {
        int n = q.size();
        int w = 1;
        for (String s : q.symbols()) {
            w = Math.max(w, s.length());
        }
        char[][] h = new char[n][n];
        char[][] v = new char[n][n];
        for (Sign s : q.signs()) {
            if (s.horizontal()) {
                int c = Math.min(s.c1(), s.c2());
                h[s.r1()][c] = s.c1() < s.c2() ? '<' : '>';
            } else {
                int r = Math.min(s.r1(), s.r2());
                v[r][s.c1()] = s.r1() < s.r2() ? '^' : 'v';
            }
        }
        List<String> out = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < n; c++) {
                int g = q.givenAt(r, c);
                String cell = g < 0 ? "." : q.symbol(g);
                sb.append(" ".repeat(w - cell.length())).append(cell);
                if (c + 1 < n) {
                    sb.append(' ').append(h[r][c] == 0 ? ' ' : h[r][c]).append(' ');
                }
            }
            out.add(sb.toString().stripTrailing());
            if (r + 1 < n) {
                StringBuilder sv = new StringBuilder();
                for (int c = 0; c < n; c++) {
                    sv.append(" ".repeat(w - 1)).append(v[r][c] == 0 ? ' ' : v[r][c]);
                    if (c + 1 < n) {
                        sv.append("   ");
                    }
                }
                out.add(sv.toString().stripTrailing());
            }
        }
        return out;
    }
}

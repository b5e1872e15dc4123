package org.gridwright.quadrata.deduce;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridwright.quadrata.Quadrata;

/**
 * A player's entries written as text, {@code "R1C2 = A; R3C4 = 7"} (rows and columns from 1, as the solver's steps
 * name cells; separated by {@code ;}, {@code ,} or line breaks; case and spaces do not matter), read into one symbol
 * index per cell (-1 for empty).
 */
public final class Marks {
    private static final Pattern MARK = Pattern.compile("(?i)\\s*R\\s*(\\d{1,3})\\s*C\\s*(\\d{1,3})\\s*=\\s*(\\S(?:.*\\S)?)\\s*");

    private Marks() {
    }

    /**
     * The entries {@code text} writes into {@code q}'s square.
     *
     * @throws IllegalArgumentException with a message naming the mark that cannot be read
     */
    public static int[] parse(Quadrata q, String text) {
        int n = q.size();
        int[] e = new int[n * n];
        Arrays.fill(e, -1);
        Explain x = new Explain(q);
        if (text == null || text.isBlank()) {
            return e;
        }
        for (String part : text.split("[;,\\n]")) {
            if (part.isBlank()) {
                continue;
            }
            Matcher m = MARK.matcher(part);
            if (!m.matches()) {
                throw new IllegalArgumentException(x.words("marks.bad", part.strip(), q.symbol(0)));
            }
            int r = Integer.parseInt(m.group(1)) - 1;
            int c = Integer.parseInt(m.group(2)) - 1;
            if (r < 0 || c < 0 || r >= n || c >= n) {
                throw new IllegalArgumentException(x.words("marks.cell", part.strip(), n));
            }
            int s = symbol(q, m.group(3));
            if (s < 0) {
                throw new IllegalArgumentException(x.words("marks.symbol", part.strip(),
                        String.join(" ", q.symbols())));
            }
            if (e[r * n + c] >= 0) {
                throw new IllegalArgumentException(x.words("marks.twice", x.cell(r * n + c)));
            }
            e[r * n + c] = s;
        }
        return e;
    }

    private static int symbol(Quadrata q, String text) {
        for (int i = 0; i < q.size(); i++) {
            if (q.symbol(i).equals(text)) {
                return i;
            }
        }
        for (int i = 0; i < q.size(); i++) {
            if (q.symbol(i).toLowerCase(Locale.ROOT).equals(text.toLowerCase(Locale.ROOT))) {
                return i;
            }
        }
        return -1;
    }
}

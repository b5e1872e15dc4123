package org.gridwright.quadrata.generate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.quadrata.Square;

/**
 * Words a row or column of letters must not spell, read left to right, right to left, top to bottom or bottom to
 * top. The bundled list is {@code blocklist.txt} beside this class; an author may give their own.
 */
public final class Blocklist {
    private final List<String> words;

    private Blocklist(List<String> words) {
        this.words = List.copyOf(words);
    }

    /** The bundled list (read once: it is immutable, and reading it cost a 5×5 generation a tenth of its time). */
    public static Blocklist bundled() {
        return Bundled.LIST;
    }

    private static final class Bundled {
        static final Blocklist LIST = load();

        private static Blocklist load() {
            try (InputStream in = Blocklist.class.getResourceAsStream("blocklist.txt")) {
                return read(new InputStreamReader(in, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A list read from text: one word a line, {@code #} starts a comment line. */
    public static Blocklist read(Reader r) throws IOException {
        List<String> w = new ArrayList<>();
        BufferedReader br = new BufferedReader(r);
        String line;
        while ((line = br.readLine()) != null) {
            line = line.strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                w.add(line.toUpperCase(Locale.ROOT));
            }
        }
        return new Blocklist(w);
    }

    public List<String> words() {
        return words;
    }

    /** True when {@code text} (upper-cased) or its reverse contains a blocked word. */
    public boolean blocks(String text) {
        String up = text.toUpperCase(Locale.ROOT);
        String back = new StringBuilder(up).reverse().toString();
        for (String w : words) {
            if (up.contains(w) || back.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first row or column of {@code s} over {@code symbols} whose letters spell a blocked word, as
     * "row 3" / "column 5" (1-based), or null when the square is clean.
     */
    public String firstBlocked(Square s, List<String> symbols) {
        int n = s.size();
        for (int line = 0; line < 2 * n; line++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < n; k++) {
                sb.append(symbols.get(line < n ? s.at(line, k) : s.at(k, line - n)));
            }
            if (blocks(sb.toString())) {
                return (line < n ? "row " : "column ") + (line % n + 1);
            }
        }
        return null;
    }
}

package org.gridwright.quadrata.generate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridwright.kind.Generator.GenerationException;
import org.gridwright.kind.Words;
import org.gridwright.quadrata.Quadrata;

/**
 * What to generate: the order, the level wanted (1 to 5, or 0 for "whatever level up to 4 the removal reaches"),
 * the symbols ({@code digits}, {@code letters} or {@code words:FILE}), the attempt budget and an optional
 * blocklist file.
 */
public record Settings(int size, int level, String symbols, int attempts, Path blocklist) {
    public static final int DEFAULT_ATTEMPTS = 40;
    public static final int MAX_ATTEMPTS = 100_000;
    static final Words W = Words.of("org.gridwright.quadrata.generate.Generate", Locale.ENGLISH,
            Settings.class.getClassLoader());
    static final List<String> LEVELS = List.of("easy", "medium", "hard", "fiendish", "extreme");
    private static final List<String> KEYS = List.of("size", "difficulty", "symbols", "attempts", "blocklist");

    /** Settings from names and values as typed ({@code size=7}, {@code difficulty=hard}, …). */
    public static Settings parse(Map<String, String> in) throws GenerationException {
        for (String k : in.keySet()) {
            if (!KEYS.contains(k)) {
                throw new GenerationException(W.fill("setting.unknown", k, String.join(", ", KEYS)));
            }
        }
        String sz = in.getOrDefault("size", "5");
        int size;
        try {
            size = Integer.parseInt(sz.strip());
        } catch (NumberFormatException e) {
            size = -1;
        }
        if (size < Quadrata.MIN_SIZE || size > Quadrata.MAX_SIZE) {
            throw new GenerationException(W.fill("size.bad", Quadrata.MIN_SIZE, Quadrata.MAX_SIZE, sz));
        }
        int level = 0;
        String d = in.get("difficulty");
        if (d != null) {
            String t = d.strip().toLowerCase(Locale.ROOT);
            level = LEVELS.indexOf(t) + 1;
            if (level == 0 && t.matches("[1-5]")) {
                level = Integer.parseInt(t);
            }
            if (level == 0) {
                throw new GenerationException(W.fill("difficulty.bad", String.join(", ", LEVELS), d));
            }
        }
        String symbols = in.getOrDefault("symbols", "digits");
        if (!symbols.equals("digits") && !symbols.equals("letters")
                && !(symbols.startsWith("words:") && symbols.length() > 6)) {
            throw new GenerationException(W.fill("symbols.bad", symbols));
        }
        if (symbols.equals("letters") && size > 26) {
            throw new GenerationException(W.fill("letters.tooMany", 26, size));
        }
        int attempts = DEFAULT_ATTEMPTS;
        String a = in.get("attempts");
        if (a != null) {
            try {
                attempts = Integer.parseInt(a.strip());
            } catch (NumberFormatException e) {
                attempts = -1;
            }
            if (attempts < 1 || attempts > MAX_ATTEMPTS) {
                throw new GenerationException(W.fill("attempts.bad", MAX_ATTEMPTS, a));
            }
        }
        String b = in.get("blocklist");
        return new Settings(size, level, symbols, attempts, b == null ? null : Path.of(b));
    }

    /** The settings as written into a generated file (only what shapes the puzzle). */
    public Map<String, String> asMap() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("size", Integer.toString(size));
        if (level > 0) {
            m.put("difficulty", LEVELS.get(level - 1));
        }
        m.put("symbols", symbols.startsWith("words:") ? "words:" + Path.of(symbols.substring(6)).getFileName()
                : symbols);
        return m;
    }
}

package org.gridwright.categories;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.Theme;
import org.gridwright.core.db.ThemePart;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Phrases;
import org.openide.util.NbBundle.Messages;

/**
 * The themes and the parts of one theme as table cells: each row shown as texts, and an edited cell turned into a
 * new database with that theme (or part) replaced in place. Alternatives (titles, introductions, cast) are written
 * with {@code |} between them, as in {@code themes.csv}; exclusions {@code a;b} with {@code |} between them.
 */
@Messages({
    "COL_Theme=Theme",
    "COL_ThemeCategories=Categories (3-6)",
    "COL_ThemeItems=Items (3-8)",
    "COL_Noun=Noun (one|several)",
    "COL_Cast=Cast (class/category, + pools, | alternatives)",
    "COL_CastName=Cast heading",
    "COL_Titles=Titles (| between)",
    "COL_Intros=Introductions ({Count} {nouns} … {asks})",
    "COL_Exclusions=Never together (a;b | …)",
    "COL_Part=Part",
    "COL_PartValue=Value (class/category, class or pattern)",
    "COL_PartHeading=Heading",
    "COL_PartSchemes=Schemes (; between)",
    "COL_Ask=In the introduction",
    "# {0} - text", "ERR_Range=''{0}'' is not a number from 2 to 64 or a range such as 3-6",
    "# {0} - text", "ERR_PartKind=''{0}'' is not category, class or number",
    "# {0} - text", "ERR_Exclusion=''{0}'' is not two parts separated by ; (concepts/zodiac;time/months)"
})
final class ThemeTables {
    static final int THEME_COLUMNS = 10;
    static final int PART_COLUMNS = 11;

    private ThemeTables() {
    }

    static String themeColumn(int c) {
        return switch (c) {
            case 0 -> Bundle.COL_Theme();
            case 1 -> Bundle.COL_Weight();
            case 2 -> Bundle.COL_ThemeCategories();
            case 3 -> Bundle.COL_ThemeItems();
            case 4 -> Bundle.COL_Noun();
            case 5 -> Bundle.COL_Cast();
            case 6 -> Bundle.COL_CastName();
            case 7 -> Bundle.COL_Titles();
            case 8 -> Bundle.COL_Intros();
            default -> Bundle.COL_Exclusions();
        };
    }

    static String partColumn(int c) {
        return switch (c) {
            case 0 -> Bundle.COL_Part();
            case 1 -> Bundle.COL_PartValue();
            case 2 -> Bundle.COL_Weight();
            case 3 -> Bundle.COL_PartHeading();
            case 4 -> Bundle.COL_PartSchemes();
            case 5 -> Bundle.COL_Ask();
            case 6 -> Bundle.COL_Phrase();
            case 7 -> Bundle.COL_PhraseNot();
            case 8 -> Bundle.COL_PhraseLess();
            case 9 -> Bundle.COL_PhraseMore();
            default -> Bundle.COL_PhraseAmount();
        };
    }

    static String themeCell(Theme t, int c) {
        return switch (c) {
            case 0 -> t.name();
            case 1 -> Format.weight(t.weight());
            case 2 -> Theme.rangeText(t.minCategories(), t.maxCategories());
            case 3 -> Theme.rangeText(t.minItems(), t.maxItems());
            case 4 -> t.noun();
            case 5 -> t.castText();
            case 6 -> t.castName() == null ? "" : t.castName();
            case 7 -> String.join(" | ", t.titles());
            case 8 -> String.join(" | ", t.intros());
            default -> String.join(" | ", t.exclusions().stream().map(Theme.Exclusion::text).toList());
        };
    }

    static String partCell(ThemePart p, int c) {
        return switch (c) {
            case 0 -> p.kind().code();
            case 1 -> p.ref();
            case 2 -> Format.weight(p.weight());
            case 3 -> p.name() == null ? "" : p.name();
            case 4 -> String.join(";", p.schemes());
            case 5 -> p.ask() == null ? "" : p.ask();
            default -> phraseTexts(p.phrases())[c - 6];
        };
    }

    /**
     * The database with one cell of theme {@code row} set to {@code text}.
     *
     * @throws IllegalArgumentException when the text is not valid there (the message says why)
     */
    static CategoryDatabase setThemeCell(CategoryDatabase db, int row, int c, String text) {
        Theme t = db.themes().get(row);
        Theme u = switch (c) {
            case 0 -> t.withName(text);
            case 1 -> t.withWeight(NumberTables.weight(text));
            case 2 -> {
                int[] r = range(text);
                yield t.withSizes(r[0], r[1], t.minItems(), t.maxItems());
            }
            case 3 -> {
                int[] r = range(text);
                yield t.withSizes(t.minCategories(), t.maxCategories(), r[0], r[1]);
            }
            case 4 -> t.withNoun(text);
            case 5 -> t.withCast(split(text), t.castName());
            case 6 -> t.withCast(t.cast(), text);
            case 7 -> t.withTitles(split(text));
            case 8 -> t.withIntros(split(text));
            default -> {
                List<Theme.Exclusion> es = new ArrayList<>();
                for (String s : split(text)) {
                    Theme.Exclusion e = Theme.Exclusion.parse(s);
                    if (e == null) {
                        throw new IllegalArgumentException(Bundle.ERR_Exclusion(s));
                    }
                    es.add(e);
                }
                yield t.withExclusions(es);
            }
        };
        return db.replaceTheme(t.name(), u);
    }

    /** The database with one cell of part {@code row} of theme {@code theme} set to {@code text}. */
    static CategoryDatabase setPartCell(CategoryDatabase db, int theme, int row, int c, String text) {
        Theme t = db.themes().get(theme);
        ThemePart p = t.parts().get(row);
        ThemePart q = switch (c) {
            case 0 -> new ThemePart(ThemePart.Kind.ofCode(text)
                    .orElseThrow(() -> new IllegalArgumentException(Bundle.ERR_PartKind(text))), p.ref(), p.weight(),
                    p.name(), p.schemes(), p.ask(), p.phrases());
            case 1 -> new ThemePart(p.kind(), text, p.weight(), p.name(), p.schemes(), p.ask(), p.phrases());
            case 2 -> p.withWeight(NumberTables.weight(text));
            case 3 -> p.withName(text);
            case 4 -> p.withSchemes(Arrays.stream(text.split(";")).map(String::strip).filter(s -> !s.isEmpty())
                    .toList());
            case 5 -> p.withAsk(text);
            default -> p.withPhrases(phrases(p.phrases(), c - 6, text, kind(db, p)));
        };
        List<ThemePart> parts = new ArrayList<>(t.parts());
        parts.set(row, q);
        return db.replaceTheme(t.name(), t.withParts(parts));
    }

    /** The kind of category a part's phrases speak of (null: not known, any kind). */
    private static CategoryKind kind(CategoryDatabase db, ThemePart p) {
        return switch (p.kind()) {
            case NUMBER -> CategoryKind.NUMERICAL;
            case CLASS -> null;
            case CATEGORY -> {
                int slash = p.ref().indexOf('/');
                Optional<DbCategory> c = db.category(p.ref().substring(0, slash), p.ref().substring(slash + 1));
                yield c.map(DbCategory::kind).orElse(null);
            }
        };
    }

    /** A new theme with a name not yet used: names as cast, the first category of the database as its part. */
    static Theme newTheme(CategoryDatabase db) {
        String name = "theme";
        for (int i = 2; db.theme(name).isPresent(); i++) {
            name = "theme_" + i;
        }
        String cast = db.categories().isEmpty() ? "people/names" : db.categories().get(0).place();
        List<ThemePart> parts = new ArrayList<>();
        if (db.categories().size() > 1) {
            parts.add(new ThemePart(ThemePart.Kind.CATEGORY, db.categories().get(1).place(), 1, null, List.of(),
                    null, null));
        }
        return new Theme(name, 1, 3, 5, 3, 6, "friend|friends", List.of(cast), null, List.of("A New Theme"),
                List.of("{Count} friends met. For each of them, work out {asks}."), parts, List.of());
    }

    /** A new part for a theme: the first category of the database not yet in it. */
    static ThemePart newPart(CategoryDatabase db, Theme t) {
        for (DbCategory c : db.categories()) {
            if (t.parts().stream().noneMatch(p -> p.ref().equals(c.place()))) {
                return new ThemePart(ThemePart.Kind.CATEGORY, c.place(), 1, null, List.of(), null, null);
            }
        }
        return new ThemePart(ThemePart.Kind.CLASS, db.classes().isEmpty() ? "things" : db.classes().get(0).name(), 1,
                null, List.of(), null, null);
    }

    private static List<String> split(String text) {
        return Arrays.stream(text.split("\\|")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static int[] range(String text) {
        String[] s = text.strip().split("-", -1);
        try {
            int a = Integer.parseInt(s[0].strip());
            int b = s.length == 1 ? a : s.length == 2 ? Integer.parseInt(s[1].strip()) : -1;
            if (a >= 2 && b >= a && b <= Theme.MAX_RANGE) {
                return new int[] {a, b};
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(Bundle.ERR_Range(text.strip()));
    }

    private static String[] phraseTexts(Phrases p) {
        return p == null ? new String[] {"", "", "", "", ""} : new String[] {p.is(), p.isNot(), blank(p.less()),
            blank(p.more()), blank(p.amount())};
    }

    private static String blank(String s) {
        return s == null ? "" : s;
    }

    /**
     * The phrases with text {@code which} (0 is … 3 more, 4 amount) replaced; a blank predicate clears them all
     * (the category's own phrases are used then) and a blank comparative both comparatives.
     */
    private static Phrases phrases(Phrases old, int which, String text, CategoryKind kind) {
        String[] t = phraseTexts(old);
        t[which] = text;
        if (text.isBlank() && which < 4) {
            Arrays.fill(t, which < 2 ? 0 : 2, which < 2 ? 5 : 4, "");
        }
        Optional<Phrases.Fault> f = Phrases.fault(t[0], t[1], t[2], t[3], t[4], kind);
        if (f.isPresent()) {
            throw new IllegalArgumentException(PhraseEdits.message(f.get()));
        }
        return Phrases.ofTexts(t[0], t[1], t[2], t[3], t[4]).orElse(null);
    }
}

package org.gridwright.categories;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.Condition;
import org.gridwright.core.db.LabelPattern;
import org.gridwright.core.db.NumberScheme;
import org.gridwright.core.db.SchemeType;
import org.gridwright.core.db.WeightedValue;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.model.Phrases;
import org.openide.util.NbBundle.Messages;

/**
 * The numerical schemes and label patterns as table cells: each row shown as texts, and an edited cell turned
 * into a new database with that row replaced in place. Weighted values are written {@code 1:20, 2:6} (value,
 * colon, weight; a bare value has weight 1).
 */
@Messages({
    "COL_Scheme=Scheme",
    "COL_Type=Type",
    "COL_Bases=Bases (value:weight, …)",
    "COL_Factors=Factors",
    "COL_Steps=Steps",
    "COL_SchemeLabels=Label patterns (headings; blank: any)",
    "COL_Pattern=Pattern (@ = the number)",
    "COL_LabelHeading=Heading",
    "COL_Conditions=Conditions",
    "COL_Phrase=Phrase (@ = the value)",
    "COL_PhraseNot=Negation",
    "COL_PhraseLess=Less than",
    "COL_PhraseMore=More than",
    "COL_PhraseAmount=Amount (@ = a difference; one|more)",
    "# {0} - text", "ERR_Type=''{0}'' is not arithmetic, geometric or ascending",
    "# {0} - text", "ERR_Number=''{0}'' is not a number",
    "# {0} - text", "ERR_WeightText=''{0}'' is not a weight (a number of at least 0)"
})
final class NumberTables {
    static final int SCHEME_COLUMNS = 7;
    static final int LABEL_COLUMNS = 9;

    private NumberTables() {
    }

    static String schemeColumn(int c) {
        return switch (c) {
            case 0 -> Bundle.COL_Scheme();
            case 1 -> Bundle.COL_Type();
            case 2 -> Bundle.COL_Weight();
            case 3 -> Bundle.COL_Bases();
            case 4 -> Bundle.COL_Factors();
            case 5 -> Bundle.COL_Steps();
            default -> Bundle.COL_SchemeLabels();
        };
    }

    static String labelColumn(int c) {
        return switch (c) {
            case 0 -> Bundle.COL_Pattern();
            case 1 -> Bundle.COL_LabelHeading();
            case 2 -> Bundle.COL_Weight();
            case 3 -> Bundle.COL_Conditions();
            case 4 -> Bundle.COL_Phrase();
            case 5 -> Bundle.COL_PhraseNot();
            case 6 -> Bundle.COL_PhraseLess();
            case 7 -> Bundle.COL_PhraseMore();
            default -> Bundle.COL_PhraseAmount();
        };
    }

    static String schemeCell(NumberScheme s, int c) {
        return switch (c) {
            case 0 -> s.name();
            case 1 -> s.type().code();
            case 2 -> Format.weight(s.weight());
            case 3 -> weighted(s.bases());
            case 4 -> weighted(s.factors());
            case 5 -> weighted(s.steps());
            default -> String.join(", ", s.labels());
        };
    }

    static String labelCell(LabelPattern l, int c) {
        return switch (c) {
            case 0 -> l.pattern();
            case 1 -> l.name();
            case 2 -> Format.weight(l.weight());
            case 3 -> Condition.format(l.conditions());
            default -> phraseTexts(l.phrases())[c - 4];
        };
    }

    /**
     * The database with one cell of scheme {@code row} set to {@code text}.
     *
     * @throws IllegalArgumentException when the text is not valid there (the message says why)
     */
    static CategoryDatabase setSchemeCell(CategoryDatabase db, int row, int c, String text) {
        NumberScheme s = db.schemes().get(row);
        NumberScheme t = switch (c) {
            case 0 -> new NumberScheme(text, s.type(), s.weight(), s.bases(), s.factors(), s.steps(), s.labels());
            case 1 -> new NumberScheme(s.name(), SchemeType.ofCode(text)
                    .orElseThrow(() -> new IllegalArgumentException(Bundle.ERR_Type(text))), s.weight(), s.bases(),
                    s.factors(), s.steps(), s.labels());
            case 2 -> new NumberScheme(s.name(), s.type(), weight(text), s.bases(), s.factors(), s.steps(),
                    s.labels());
            case 3 -> new NumberScheme(s.name(), s.type(), s.weight(), parseWeighted(text), s.factors(), s.steps(),
                    s.labels());
            case 4 -> new NumberScheme(s.name(), s.type(), s.weight(), s.bases(), parseWeighted(text), s.steps(),
                    s.labels());
            case 5 -> new NumberScheme(s.name(), s.type(), s.weight(), s.bases(), s.factors(), parseWeighted(text),
                    s.labels());
            default -> new NumberScheme(s.name(), s.type(), s.weight(), s.bases(), s.factors(), s.steps(),
                    java.util.Arrays.stream(text.split(",")).map(String::strip).filter(x -> !x.isEmpty()).toList());
        };
        List<NumberScheme> schemes = new ArrayList<>(db.schemes());
        schemes.set(row, t);
        return new CategoryDatabase(db.classes(), db.categories(), schemes, db.labels(), db.themes());
    }

    /** The database with one cell of label pattern {@code row} set to {@code text}. */
    static CategoryDatabase setLabelCell(CategoryDatabase db, int row, int c, String text) {
        LabelPattern l = db.labels().get(row);
        LabelPattern t = switch (c) {
            case 0 -> new LabelPattern(text, l.name(), l.weight(), l.conditions(), l.phrases());
            case 1 -> new LabelPattern(l.pattern(), text, l.weight(), l.conditions(), l.phrases());
            case 2 -> new LabelPattern(l.pattern(), l.name(), weight(text), l.conditions(), l.phrases());
            case 3 -> new LabelPattern(l.pattern(), l.name(), l.weight(), Condition.parse(text), l.phrases());
            default -> l.withPhrases(phrases(l.phrases(), c - 4, text));
        };
        List<LabelPattern> labels = new ArrayList<>(db.labels());
        labels.set(row, t);
        return new CategoryDatabase(db.classes(), db.categories(), db.schemes(), labels, db.themes());
    }

    /** A new scheme (arithmetic 1, 2, 3, …) with a name not yet used. */
    static NumberScheme newScheme(CategoryDatabase db) {
        String name = "scheme";
        for (int i = 2; used(db.schemes().stream().map(NumberScheme::name), name); i++) {
            name = "scheme_" + i;
        }
        return new NumberScheme(name, SchemeType.ARITHMETIC, 1, List.of(WeightedValue.of("1", 1)), List.of(),
                List.of(WeightedValue.of("1", 1)));
    }

    /** The five phrase texts of a label pattern (blank where there is none): is, isNot, less, more, amount. */
    private static String[] phraseTexts(Phrases p) {
        return p == null ? new String[] {"", "", "", "", ""} : new String[] {p.is(), p.isNot(), blank(p.less()),
            blank(p.more()), blank(p.amount())};
    }

    private static String blank(String s) {
        return s == null ? "" : s;
    }

    /**
     * The phrases with text {@code which} (0 is … 3 more, 4 amount) replaced; a blank predicate clears all the
     * phrases and a blank comparative both comparatives, since they only exist together. IllegalArgumentException
     * says what is wrong.
     */
    private static Phrases phrases(Phrases old, int which, String text) {
        String[] t = phraseTexts(old);
        t[which] = text;
        if (text.isBlank() && which < 4) {
            java.util.Arrays.fill(t, which < 2 ? 0 : 2, which < 2 ? 5 : 4, "");
        }
        java.util.Optional<Phrases.Fault> f = Phrases.fault(t[0], t[1], t[2], t[3], t[4], CategoryKind.NUMERICAL);
        if (f.isPresent()) {
            throw new IllegalArgumentException(PhraseEdits.message(f.get()));
        }
        return Phrases.ofTexts(t[0], t[1], t[2], t[3], t[4]).orElse(null);
    }

    /** A new pattern showing bare numbers under a heading not yet used with it. */
    static LabelPattern newLabel(CategoryDatabase db) {
        String name = "Number";
        for (int i = 2; used(db.labels().stream().filter(l -> l.pattern().equals("@")).map(LabelPattern::name), name);
                i++) {
            name = "Number " + i;
        }
        return LabelPattern.of("@", name, 1, "");
    }

    private static boolean used(java.util.stream.Stream<String> names, String name) {
        return names.anyMatch(name::equals);
    }

    static String weighted(List<WeightedValue> vs) {
        StringJoiner j = new StringJoiner(", ");
        for (WeightedValue v : vs) {
            j.add(v.value().toPlainString() + ":" + Format.weight(v.weight()));
        }
        return j.toString();
    }

    static List<WeightedValue> parseWeighted(String text) {
        List<WeightedValue> out = new ArrayList<>();
        for (String part : text.split("[,;]")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            int colon = p.indexOf(':');
            String value = colon < 0 ? p : p.substring(0, colon).strip();
            BigDecimal v;
            try {
                v = new BigDecimal(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(Bundle.ERR_Number(value));
            }
            out.add(new WeightedValue(v, colon < 0 ? 1 : weight(p.substring(colon + 1))));
        }
        return out;
    }

    static double weight(String text) {
        try {
            double w = Double.parseDouble(text.strip());
            if (w >= 0 && !Double.isInfinite(w)) {
                return w;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(Bundle.ERR_WeightText(text.strip()));
    }
}

package org.gridwright.quadrata.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.kind.Words;
import org.gridwright.quadrata.Quadrata;

/** Steps, techniques, levels and hints in words ({@code Deduce.properties}). */
public final class Explain {
    private final Words words;
    private final Quadrata q;

    public Explain(Quadrata q, Locale locale) {
        this.q = q;
        this.words = Words.of("org.gridwright.quadrata.deduce.Deduce", locale, Explain.class.getClassLoader());
    }

    public Explain(Quadrata q) {
        this(q, Locale.ENGLISH);
    }

    /** The step's explanation. */
    public String text(Step s) {
        Object[] a = new Object[s.args().size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = render(s.args().get(i));
        }
        return words.fill(s.key(), a);
    }

    /** The technique's name. */
    public String techniqueName(String id) {
        return words.fill("name." + id);
    }

    /** The level's name (1 = easy … 5). */
    public String levelName(int level) {
        return words.has("level." + level) ? words.fill("level." + level) : Integer.toString(level);
    }

    public String cell(int cell) {
        int n = q.size();
        return words.fill("cell", cell / n + 1, cell % n + 1);
    }

    public String line(int line) {
        int n = q.size();
        return line < n ? words.fill("row", line + 1) : words.fill("column", line - n + 1);
    }

    /**
     * Graded hints for the next step from candidates {@code d}: where to look, then which technique and where, then
     * the whole step. Empty when the square is complete or no technique applies ({@link #noHint}).
     */
    public List<String> hints(Step next) {
        List<String> h = new ArrayList<>();
        String where = area(next);
        h.add(words.fill("hint.1", where));
        h.add(words.fill("hint.2", techniqueName(next.technique()), where));
        h.add(text(next));
        return h;
    }

    /** Any template of the solver's words, filled with {@code args}. */
    public String words(String key, Object... args) {
        return words.fill(key, args);
    }

    /** The words for "no hint": the square is complete, or nothing the solver knows applies. */
    public String noHint(boolean complete) {
        return words.fill(complete ? "hint.solved" : "hint.none");
    }

    /** The row or column (or cell) a step happens in, for the first hint. */
    private String area(Step s) {
        int n = q.size();
        for (Arg a : s.args()) {
            if (a instanceof Arg.Line l) {
                return line(l.line());
            }
        }
        int cell = s.changes().get(0).cell();
        boolean sameRow = s.changes().stream().allMatch(c -> c.cell() / n == cell / n);
        boolean sameCol = s.changes().stream().allMatch(c -> c.cell() % n == cell % n);
        if (s.changes().size() > 1 && sameRow) {
            return line(cell / n);
        }
        if (s.changes().size() > 1 && sameCol) {
            return line(n + cell % n);
        }
        return cell(cell);
    }

    private String render(Arg a) {
        if (a instanceof Arg.Cell c) {
            return cell(c.cell());
        } else if (a instanceof Arg.Cells c) {
            return join(c.cells().stream().map(this::cell).toList());
        } else if (a instanceof Arg.Sym sym) {
            return q.symbol(Math.max(0, Math.min(q.size() - 1, sym.symbol())));
        } else if (a instanceof Arg.Syms sy) {
            return syms(sy.mask());
        } else if (a instanceof Arg.Line l) {
            return line(l.line());
        } else if (a instanceof Arg.Lines l) {
            return join(l.lines().stream().map(this::line).toList());
        } else if (a instanceof Arg.Num num) {
            return Integer.toString(num.value());
        }
        Arg.Removals r = (Arg.Removals) a;
        return join(r.changes().stream().map(c -> cell(c.cell()) + " " + syms(c.removed())).toList());
    }

    private String syms(int mask) {
        List<String> s = new ArrayList<>();
        for (int m = mask; m != 0; m &= m - 1) {
            s.add(q.symbol(Integer.numberOfTrailingZeros(m)));
        }
        return join(s);
    }

    private String join(List<String> parts) {
        return String.join(words.fill("and"), parts);
    }
}

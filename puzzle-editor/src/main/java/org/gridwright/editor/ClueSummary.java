package org.gridwright.editor;

import java.util.List;
import java.util.stream.Collectors;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Pair;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.model.Ref;
import org.openide.util.NbBundle.Messages;

/**
 * A clue's logic in a compact symbolic line ({@code Alice = Monday}, {@code Bob < Carol by Day}), shown beside its
 * wording so an author sees what the clue says whatever its text. Templates in the bundle, so they can be translated.
 */
@Messages({
    "# {0} - a", "# {1} - b", "SUM_match={0} = {1}",
    "# {0} - a", "# {1} - the others", "SUM_not={0} ≠ {1}",
    "# {0} - options", "SUM_any=at least one of: {0}",
    "# {0} - options", "SUM_anyExclusive=exactly one of: {0}",
    "# {0} - when", "# {1} - then", "SUM_if=if {0} then {1}",
    "# {0} - when", "# {1} - then", "# {2} - otherwise", "SUM_ifElse=if {0} then {1}, else {2}",
    "# {0} - chain", "# {1} - by", "SUM_less={0} by {1}",
    "# {0} - b", "# {1} - a", "# {2} - op", "# {3} - amount", "# {4} - by", "SUM_offset={0} = {1} {2} {3} by {4}",
    "# {0} - a", "# {1} - b", "# {2} - by", "SUM_next={0} next to {1} by {2}",
    "# {0} - a", "# {1} - b", "# {2} - by", "SUM_notnext={0} not next to {1} by {2}",
    "# {0} - a", "# {1} - b", "# {2} - by", "# {3} - amount", "SUM_distance={0} and {1} are {3} apart by {2}",
    "# {0} - a", "# {1} - b", "# {2} - c", "# {3} - d", "SUM_pair=of {0} and {1}: one = {2}, other = {3}",
    "# {0} - the items", "SUM_distinct=all different: {0}",
    "SUM_or=  |  ",
    "SUM_lessSep= < "
})
final class ClueSummary {

    private ClueSummary() {
    }

    /** The clue's logic in one line, items as a reader sees them. */
    static String of(Puzzle p, Clue c) {
        return c.accept(new Clue.Visitor<String>() {
            public String match(Clue.Match m) {
                return Bundle.SUM_match(item(p, m.a()), item(p, m.b()));
            }

            public String not(Clue.Not n) {
                return Bundle.SUM_not(item(p, n.a()), items(p, n.b(), ", "));
            }

            public String any(Clue.Any a) {
                String opts = a.options().stream().map(o -> ClueSummary.pair(p, o)).collect(Collectors.joining(Bundle.SUM_or()));
                return a.exclusive() ? Bundle.SUM_anyExclusive(opts) : Bundle.SUM_any(opts);
            }

            public String ifThen(Clue.If i) {
                return i.otherwise() == null
                        ? Bundle.SUM_if(ClueSummary.pair(p, i.when()), ClueSummary.pair(p, i.then()))
                        : Bundle.SUM_ifElse(ClueSummary.pair(p, i.when()), ClueSummary.pair(p, i.then()),
                                ClueSummary.pair(p, i.otherwise()));
            }

            public String less(Clue.Less l) {
                return Bundle.SUM_less(items(p, l.chain(), Bundle.SUM_lessSep()), l.by());
            }

            public String offset(Clue.Offset o) {
                return Bundle.SUM_offset(item(p, o.b()), item(p, o.a()), o.op().symbol(),
                        o.amount().toPlainString(), o.by());
            }

            public String next(Clue.Next n) {
                return Bundle.SUM_next(item(p, n.a()), item(p, n.b()), n.by());
            }

            public String notNext(Clue.NotNext n) {
                return Bundle.SUM_notnext(item(p, n.a()), item(p, n.b()), n.by());
            }

            public String distance(Clue.Distance d) {
                return Bundle.SUM_distance(item(p, d.a()), item(p, d.b()), d.by(), d.amount().toPlainString());
            }

            public String pair(Clue.OfTwo o) {
                return Bundle.SUM_pair(item(p, o.a()), item(p, o.b()), item(p, o.c()), item(p, o.d()));
            }

            public String distinct(Clue.Distinct d) {
                return Bundle.SUM_distinct(items(p, d.refs(), ", "));
            }
        });
    }

    /** An item as a reader sees it (numerical label pattern applied). */
    static String item(Puzzle p, Ref r) {
        Item i = p.resolve(r);
        return p.category(i.category()).display(i.index());
    }

    private static String items(Puzzle p, List<Ref> refs, String sep) {
        return refs.stream().map(r -> item(p, r)).collect(Collectors.joining(sep));
    }

    private static String pair(Puzzle p, Pair pair) {
        return Bundle.SUM_match(item(p, pair.a()), item(p, pair.b()));
    }
}

package org.gridwright.core.deduce;

import java.math.BigDecimal;
import org.gridwright.core.model.Category;
import org.gridwright.core.model.Clue;

/** An {@code offset} clue: each item needs a partner at exactly the right value for the other. */
final class OffsetClue extends PositionalClue<Clue.Offset> {
    static final String ID = "clue-offset";

    OffsetClue() {
        super(ID, Clue.Offset.class);
    }

    @Override
    Phrase claim(Context ctx, Clue.Offset clue, String a, String b, String byName) {
        int by = ctx.puzzle.categoryIndex(clue.by());
        if (clue.op() == Clue.Op.TIMES) {
            // "6th has four times the Distance of the cupboard", as the clue text says it
            BigDecimal times = clue.amount();
            if (ctx.puzzle.category(by).kind() != org.gridwright.core.model.CategoryKind.NUMERICAL) {
                return Phrase.of("claim.offset.times.position", a, b, byName, Category.canonical(times));
            }
            if (times.compareTo(BigDecimal.valueOf(2)) == 0) {
                return Phrase.of("claim.offset.twice", a, b, byName);
            }
            if (times.compareTo(new BigDecimal("0.5")) == 0) {
                return Phrase.of("claim.offset.half", a, b, byName);
            }
            return Phrase.of("claim.offset.times", a, b, byName, Category.canonical(times));
        }
        String key = clue.amount().signum() >= 0 ? "claim.offset.after" : "claim.offset.before";
        return Phrase.of(key, a, b, byName, amount(ctx, by, clue.amount()));
    }
}

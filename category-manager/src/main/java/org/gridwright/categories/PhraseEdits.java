package org.gridwright.categories;

import java.util.Optional;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.model.Phrases;
import org.openide.util.NbBundle.Messages;

/**
 * The phrases of a category as the editor's five fields give them: an edit when they form valid phrases (or are
 * all blank: no phrases), else what is still wrong, so the author can go on filling in the next field.
 */
@Messages({
    "MSG_Phrases_missing=Give both the phrase and its negation (wears the @ / does not wear the @).",
    "MSG_Phrases_noItem=The phrase and its negation need @ where the item goes (wears the @).",
    "MSG_Phrases_unpaired=Give both comparatives (paid @ less than / paid @ more than).",
    "MSG_Phrases_unordered=Comparatives are only for ordinal and numerical categories.",
    "MSG_Phrases_brackets=In a comparative each [ needs its ] (booked [@ fewer|fewer seats] than).",
    "MSG_Phrases_notText=The phrases are not text.",
    "MSG_Phrases_noAmount=The amount needs @ where the number goes, in each of its forms (@ hour|@ hours).",
    "MSG_Phrases_amountUnordered=An amount is only for numerical and ordinal categories."
})
final class PhraseEdits {
    private PhraseEdits() {
    }

    /** The category with the fields' phrases, or the problem that keeps them from being phrases. */
    record Outcome(DbCategory category, String problem) {
        boolean ok() {
            return problem == null;
        }
    }

    /** The fields' texts: predicate, negation, the two comparatives and the amount (blank: none). */
    static Outcome apply(DbCategory c, String is, String isNot, String less, String more, String amount) {
        Optional<Phrases.Fault> f = Phrases.fault(is, isNot, less, more, amount, c.kind());
        if (f.isPresent()) {
            return new Outcome(c, message(f.get()));
        }
        return new Outcome(c.withPhrases(Phrases.ofTexts(is, isNot, less, more, amount).orElse(null)), null);
    }

    static String message(Phrases.Fault f) {
        return switch (f) {
            case MISSING -> Bundle.MSG_Phrases_missing();
            case NO_ITEM -> Bundle.MSG_Phrases_noItem();
            case UNPAIRED -> Bundle.MSG_Phrases_unpaired();
            case UNORDERED -> Bundle.MSG_Phrases_unordered();
            case BRACKETS -> Bundle.MSG_Phrases_brackets();
            case NOT_TEXT -> Bundle.MSG_Phrases_notText();
            case NO_AMOUNT -> Bundle.MSG_Phrases_noAmount();
            case AMOUNT_UNORDERED -> Bundle.MSG_Phrases_amountUnordered();
        };
    }
}

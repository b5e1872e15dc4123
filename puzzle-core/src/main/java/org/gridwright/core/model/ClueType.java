package org.gridwright.core.model;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The clue types of {@code gridwright/1}, listed once: each constant names the type's file code and fields; the
 * type's record in {@link Clue} holds its meaning ({@link Clue#holds}). Everything else a type needs is found from
 * here, by a {@link Clue.Visitor} over the sealed {@link Clue} or a {@code switch} expression over this enum, neither
 * with a default branch — so adding a type is a compile error until every place below handles it:
 *
 * <ul>
 * <li>meaning — the record's {@code holds} (the ground truth the solvers are tested against);</li>
 * <li>complete-solver propagation — {@code solve.CompiledPuzzle} compiles a clue (visitor) to a
 * {@code solve.Constraint};</li>
 * <li>deduction technique — {@code deduce.ClueTechniques} (switch) names and builds the technique that reads the
 * type, {@code deduce.Closure} compiles it (visitor) for the generator's all-at-once closure;</li>
 * <li>text — {@code text.ClueText} (visitor) words it through {@code ClueText.properties};</li>
 * <li>file — {@code format.PuzzleReader} (switch, fields from {@link #fields()}) and {@code format.PuzzleWriter}
 * (visitor);</li>
 * <li>generator — {@code generate.ClueMaker} (switch) makes true clues of the type and
 * {@code generate.GeneratorSettings} gives its default weight (switch);</li>
 * <li>workbench — the puzzle editor's {@code ClueForm} (switch) and {@code ClueSummary} (visitor).</li>
 * </ul>
 */
public enum ClueType {
    /** a and b belong to the same entity. */
    MATCH("match", false, "a", "b"),
    /** a belongs to none of the entities of the refs in b. */
    NOT("not", false, "a", "b"),
    /** At least one pair of options matches (exactly one when exclusive). */
    ANY("any", false, "options", "exclusive"),
    /** when ⇒ then; not when ⇒ else. */
    IF("if", false, "when", "then", "else"),
    /** Positions along by strictly increase along the chain. */
    LESS("less", true, "by", "chain"),
    /** value(b) = value(a) op amount along by. */
    OFFSET("offset", true, "by", "a", "b", "op", "amount"),
    /** Positions along by differ by exactly 1. */
    NEXT("next", true, "by", "a", "b"),
    /** Positions along by do not differ by exactly 1. */
    NOTNEXT("notnext", true, "by", "a", "b"),
    /** abs(value(a) − value(b)) = amount along by. */
    DISTANCE("distance", true, "by", "a", "b", "amount"),
    /** Of a and b, one is c and the other is d (a and b different entities). */
    PAIR("pair", false, "a", "b", "c", "d"),
    /** The refs all belong to different entities. */
    DISTINCT("distinct", false, "refs");

    /** The types in declaration order, without the copy {@code values()} makes (the generator looks up every clue's). */
    private static final ClueType[] ALL = values();

    private final String code;
    private final boolean ordered;
    private final List<String> fields;

    ClueType(String code, boolean ordered, String... fields) {
        this.code = code;
        this.ordered = ordered;
        this.fields = List.of(fields);
    }

    /** The type code files use ({@code match}, {@code not}, …). */
    public String code() {
        return code;
    }

    /** True when the type orders items along a {@code by} category (it needs an ordinal or numerical one). */
    public boolean ordered() {
        return ordered;
    }

    /** The type's own fields in a file, in the order writers put them (besides {@code type}, {@code id}, {@code text}). */
    public List<String> fields() {
        return fields;
    }

    /** The type with this file code, if any. */
    public static Optional<ClueType> ofCode(String code) {
        for (ClueType t : ALL) {
            if (t.code.equals(code)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Every type code, in declaration order. */
    public static List<String> codes() {
        return Arrays.stream(values()).map(ClueType::code).toList();
    }
}

package org.gridwright.core.deduce;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.gridwright.core.model.Item;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.ClueText;

/**
 * A message argument said as the clues say it, through the clue wording's phrases and templates ({@link ClueText})
 * in the language of the step being rendered: an entity ("the cook who added turmeric"), a clause about two items
 * ("Ida paid $5", "Ida did not pay $5 or $10"), or a clue's own sentence to quote. One template engine serves clue
 * text and explanations, so a translation of both reads alike.
 */
final class Words {
    private enum Kind {
        ENTITY, YES, NO, QUOTE, TOGETHER, NONE
    }

    private final Puzzle puzzle;
    private final Kind kind;
    private final Item subject;
    /** For NONE: the subjects, none of which goes with any object. */
    private final List<Item> subjects;
    private final List<Item> objects;
    private final int clue;

    private Words(Puzzle puzzle, Kind kind, Item subject, List<Item> objects, int clue) {
        this(puzzle, kind, subject, List.of(), objects, clue);
    }

    private Words(Puzzle puzzle, Kind kind, Item subject, List<Item> subjects, List<Item> objects, int clue) {
        this.puzzle = Objects.requireNonNull(puzzle, "puzzle");
        this.kind = kind;
        this.subject = subject;
        this.subjects = List.copyOf(subjects);
        this.objects = List.copyOf(objects);
        this.clue = clue;
    }

    /** The entity of {@code i}, named as the clues name it. */
    static Words entity(Context ctx, Item i) {
        return new Words(ctx.puzzle, Kind.ENTITY, i, List.of(), -1);
    }

    /** "a and b are one entity", said as a clue says it ("Ida paid $5"). */
    static Words yes(Context ctx, Item a, Item b) {
        return new Words(ctx.puzzle, Kind.YES, a, List.of(b), -1);
    }

    /** "a is one of the items of category {@code category} in {@code mask}" ("Ida paid $5 or $10"). */
    static Words yes(Context ctx, Item a, int category, long mask) {
        return new Words(ctx.puzzle, Kind.YES, a, items(category, mask), -1);
    }

    static List<Item> items(int category, long mask) {
        List<Item> out = new java.util.ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            out.add(new Item(category, Long.numberOfTrailingZeros(m)));
        }
        return out;
    }

    /** "a is none of these", the objects of one category, said as a clue says it ("Ida did not pay $5 or $10"). */
    static Words no(Context ctx, Item a, List<Item> objects) {
        return new Words(ctx.puzzle, Kind.NO, a, objects, -1);
    }

    static Words no(Context ctx, Item a, Item b) {
        return no(ctx, a, List.of(b));
    }

    /** "a is none of the items of category {@code category} in {@code mask}". */
    static Words no(Context ctx, Item a, int category, long mask) {
        return no(ctx, a, items(category, mask));
    }

    /**
     * "none of these subjects is any of these objects" (the objects of one category), the clause said once for all
     * ("neither Ida nor Ben has 6 or 7 children"); with one subject, as {@link #no(Context, Item, List)}.
     */
    static Words none(Context ctx, List<Item> subjects, List<Item> objects) {
        return subjects.size() == 1 ? no(ctx, subjects.get(0), objects)
                : new Words(ctx.puzzle, Kind.NONE, subjects.get(0), subjects, objects, -1);
    }

    /** Items of one entity said together ("Ida adopted the parrot and paid $5"). */
    static Words together(Puzzle p, List<Item> items) {
        return new Words(p, Kind.TOGETHER, null, items, -1);
    }

    /** The puzzle a trace's steps speak of, from the words of any of them; empty when none has words. */
    static java.util.Optional<Puzzle> puzzleOf(List<Step> steps) {
        for (Step s : steps) {
            for (Object a : s.args()) {
                if (a instanceof Words w) {
                    return java.util.Optional.of(w.puzzle);
                }
            }
        }
        return java.util.Optional.empty();
    }

    /** True when the puzzle speaks through phrases (a category has them), so that items are better said as clauses. */
    static boolean phrased(Puzzle p) {
        for (org.gridwright.core.model.Category c : p.categories()) {
            if (c.phrases().isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** "a is one of these", the objects of one category of {@code p} ("Ida paid $5 or $10"), without a context. */
    static Words yes(Puzzle p, Item a, List<Item> objects) {
        return new Words(p, Kind.YES, a, objects, -1);
    }

    /** A ● or ✗ between two items of {@code p} as a clause, where no deduction context is at hand (a hint). */
    static Words mark(Puzzle p, Item a, Item b, boolean yes) {
        return new Words(p, yes ? Kind.YES : Kind.NO, a, List.of(b), -1);
    }

    /** A ● or ✗ between two items as a clause. */
    static Words mark(Context ctx, Item a, Item b, boolean yes) {
        return yes ? yes(ctx, a, b) : no(ctx, a, b);
    }

    /** Clue {@code index}'s sentence (0-based), its closing full stop left to the template. */
    static Words quote(Context ctx, int index) {
        return new Words(ctx.puzzle, Kind.QUOTE, null, List.of(), index);
    }

    /**
     * A clause whose objects span several categories, as one clause per category (each category has its own
     * phrase: "Ida did not pay $5 and Ida did not adopt the parrot"); these words alone otherwise.
     */
    List<Words> byCategory() {
        if (kind != Kind.YES && kind != Kind.NO || oneCategory(objects)) {
            return List.of(this);
        }
        java.util.Map<Integer, List<Item>> groups = new java.util.TreeMap<>();
        for (Item i : objects) {
            groups.computeIfAbsent(i.category(), c -> new java.util.ArrayList<>()).add(i);
        }
        List<Words> out = new java.util.ArrayList<>();
        for (List<Item> g : groups.values()) {
            out.add(new Words(puzzle, kind, subject, g, -1));
        }
        return out;
    }

    private static boolean oneCategory(List<Item> items) {
        for (Item i : items) {
            if (i.category() != items.get(0).category()) {
                return false;
            }
        }
        return true;
    }

    /** The clue quoted (0-based), or -1 when these words say items. */
    int clue() {
        return kind == Kind.QUOTE ? clue : -1;
    }

    /**
     * For a puzzle without phrases, the bundle key and arguments these words take in the explanation templates
     * ({@code said.*}: "Ida goes with House 3"), items named as {@link Names} names them; null when the puzzle
     * speaks through phrases (then {@link #render} says them) or for a quote.
     */
    Phrase plain() {
        return plain(new Names(puzzle));
    }

    /** As {@link #plain()}, items named by {@code names} (the puzzle's). */
    Phrase plain(Names names) {
        if (kind == Kind.QUOTE || phrased(puzzle)) {
            return null;
        }
        return plainWords(names);
    }

    /** The puzzle these words speak of. */
    Puzzle puzzle() {
        return puzzle;
    }

    /**
     * These words as a puzzle without phrases says them, whatever the puzzle: the fallback where its phrases cannot be
     * said in the language shown (not for a quote).
     */
    Phrase plainWords() {
        return plainWords(new Names(puzzle));
    }

    /** As {@link #plainWords()}, items named by {@code names} (the puzzle's). */
    Phrase plainWords(Names names) {
        return switch (kind) {
            case ENTITY -> Phrase.of("said.entity", names.of(subject));
            case YES -> Phrase.of("said.yes", names.of(subject), listed(names));
            case NO -> Phrase.of("said.no", names.of(subject), listed(names));
            case TOGETHER -> Phrase.of("said.together", names.of(objects.get(0)),
                    new AllOf(objects.subList(1, objects.size()).stream().map(names::of).toList()));
            case NONE -> Phrase.of("said.none", new AllOf(subjects.stream().map(names::of).toList()), listed(names));
            case QUOTE -> null;
        };
    }

    /** The objects as {@link Names} lists them, a category said once ("House 2, 4 or 5") when they share one. */
    private List<String> listed(Names names) {
        int category = objects.get(0).category();
        long mask = 0;
        for (Item i : objects) {
            if (i.category() != category || i.index() >= 64) {
                return objects.stream().map(names::of).toList();
            }
            mask |= 1L << i.index();
        }
        return names.list(category, mask);
    }

    String render(Locale locale) {
        return render(locale, null);
    }

    /** These words said in {@code locale}, the clue templates read through {@code wording} (null: afresh). */
    String render(Locale locale, org.gridwright.core.text.Wording wording) {
        return switch (kind) {
            case ENTITY -> ClueText.entity(puzzle, subject, locale, wording);
            case YES -> ClueText.clause(puzzle, subject, objects, true, locale, wording);
            case NO -> ClueText.clause(puzzle, subject, objects, false, locale, wording);
            case TOGETHER -> ClueText.together(puzzle, objects, locale, wording);
            case NONE -> ClueText.noneOf(puzzle, subjects, objects, locale, wording);
            case QUOTE -> {
                String s = ClueText.render(puzzle, puzzle.clues().get(clue), locale, wording).strip();
                yield s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
            }
        };
    }

    @Override
    public String toString() {
        return render(Locale.ENGLISH);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Words w && w.puzzle == puzzle && w.kind == kind && Objects.equals(w.subject, subject)
                && w.subjects.equals(subjects) && w.objects.equals(objects) && w.clue == clue;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, subject, subjects, objects, clue);
    }
}

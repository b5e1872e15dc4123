package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;

/**
 * One deduction a person would write down, with the bookkeeping it causes folded in: the {@linkplain #deciding()
 * deciding step} (a clue applied, a subset, a trial…), the earlier steps that only ruled pairings out and that it
 * builds on ({@link #groundwork()}, each with its own routine consequences), and the routine steps that follow from
 * it ({@link #routine()}: exclusion, last candidate, transfer through a match). Immutable. Made by
 * {@link KeySteps#of(Trace)}.
 *
 * <p>{@link #steps()} are all the trace's steps it holds, in trace order, and {@link #indices()} their 0-based
 * positions in the trace; {@link #marks()} all the marks they write.
 */
public final class KeyStep {
    private final Step deciding;
    private final List<Step> groundwork;
    private final List<Step> routine;
    private final List<Integer> indices;
    private final List<Step> steps;
    private final int decidingIndex;
    private final List<Object> summary;

    KeyStep(Step deciding, int decidingIndex, List<Step> groundwork, List<Step> routine, List<Integer> indices,
            List<Step> steps) {
        this(deciding, decidingIndex, groundwork, routine, indices, steps, List.of());
    }

    private KeyStep(Step deciding, int decidingIndex, List<Step> groundwork, List<Step> routine,
            List<Integer> indices, List<Step> steps, List<Object> summary) {
        this.summary = List.copyOf(summary);
        this.deciding = Objects.requireNonNull(deciding, "deciding");
        this.decidingIndex = decidingIndex;
        this.groundwork = List.copyOf(groundwork);
        this.routine = List.copyOf(routine);
        this.indices = List.copyOf(indices);
        this.steps = List.copyOf(steps);
    }

    KeyStep withSummary(List<Object> phrases) {
        return new KeyStep(deciding, decidingIndex, groundwork, routine, indices, steps, phrases);
    }

    /** What the routine steps settle, as {@link Phrase}s: the matches they make, then how many pairings they rule out. */
    List<Object> summary() {
        return summary;
    }

    /** The step that decides: what a person would name as this step's reason. */
    public Step deciding() {
        return deciding;
    }

    /** The 0-based position of the deciding step in the trace. */
    public int decidingIndex() {
        return decidingIndex;
    }

    /**
     * Earlier steps, in trace order, that only ruled pairings out and that the deciding step or its consequences
     * use (directly or through one another), with their own routine consequences; empty for most key steps.
     */
    public List<Step> groundwork() {
        return groundwork;
    }

    /** The routine steps folded into this one: the consequences of the deciding step (exclusion, last candidate, transfer). */
    public List<Step> routine() {
        return routine;
    }

    /** Every step of the trace this key step holds, in trace order. */
    public List<Step> steps() {
        return steps;
    }

    /** The 0-based trace positions of {@link #steps()}, ascending. */
    public List<Integer> indices() {
        return indices;
    }

    /** Every mark this key step writes, in trace order. */
    public List<MarkChange> marks() {
        List<MarkChange> out = new ArrayList<>();
        for (Step s : steps) {
            out.addAll(s.marks());
        }
        return out;
    }

    /** The clues used, 0-based, ascending. */
    public List<Integer> clues() {
        TreeSet<Integer> c = new TreeSet<>();
        for (Step s : steps) {
            c.addAll(s.clues());
        }
        return List.copyOf(c);
    }

    /** The trial depth of the deciding step (0 for a direct deduction). */
    public int depth() {
        return deciding.depth();
    }

    /** The deciding step's technique id. */
    public String technique() {
        return deciding.technique();
    }

    /** The key step in English words. */
    public String text() {
        return text(Locale.ENGLISH);
    }

    /**
     * The key step in words: the groundwork's and the deciding step's explanations, then the matches that follow
     * ("With that, Zachary goes with lemon and 7th.") and how many more pairings that rules out.
     */
    public String text(Locale locale) {
        return KeySteps.render(this, Messages.of(locale, deciding.texts()));
    }

    @Override
    public String toString() {
        return "KeyStep" + indices + " " + deciding.technique();
    }
}

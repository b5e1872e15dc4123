package org.gridwright.core.deduce;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One deduction: the technique that made it, the clues it used (0-based indices), the marks it wrote (each new),
 * the cells whose marks justify it, its trial depth (0 for a direct deduction) and its explanation as a message
 * key with arguments. {@link #text()} renders the explanation in English from the {@code Messages} bundle.
 *
 * <p>Arguments are in reader terms: item names as readers see them, clue numbers counted from 1,
 * {@link List} for alternatives and {@link AllOf} for several things together; items said as the clues say them
 * ("the cook who added turmeric did not take 30 min") and the clue a step uses, quoted, are words rendered
 * through the clue wording in the step's language when the text is made.
 *
 * <p>A trial's or a forcing chain's explanation (its chain of implications, the shorter chain looked for, the dead
 * end, the premises, and so its clues and cells) is made when first asked for, from what the engine kept of the
 * grid it was found on: the same parts as if made at once, and a trace holds its steps' marks before any of their
 * words. Immutable in what it says, and safe to read from several threads: the explanation is made once.
 */
public final class Step {
    private final String technique;
    private final List<MarkChange> marks;
    private final int depth;
    /** Guards the making of deferred explanations; shared by the steps of one solve (they share its caches). */
    private final Object lock;
    private Supplier<Explained> maker;
    /**
     * The explanation given when the step was made, or null when {@link #maker} makes it: final, so a step is made
     * without the fence a volatile write costs (a trace makes thousands of steps, and most are never said).
     */
    private final Explained given;
    /** The explanation {@link #maker} made, once asked for. */
    private volatile Explained explained;
    /** What the steps of the trace keep for saying themselves (parsed templates, clauses said), or null. */
    private final Texts texts;

    /** What a step says: the clues and cells it rests on, and its message. */
    record Explained(List<Integer> clues, List<Cell> because, String messageKey, List<Object> args) {
        Explained {
            Objects.requireNonNull(messageKey, "messageKey");
            clues = List.copyOf(clues);
            because = List.copyOf(because);
            args = List.copyOf(args);
        }
    }

    public Step(String technique, List<Integer> clues, List<MarkChange> marks, List<Cell> because, int depth,
            String messageKey, List<Object> args) {
        this(technique, clues, marks, because, depth, messageKey, args, null);
    }

    /** As the public constructor, saying itself through what the trace keeps in {@code texts} (null: afresh). */
    Step(String technique, List<Integer> clues, List<MarkChange> marks, List<Cell> because, int depth,
            String messageKey, List<Object> args, Texts texts) {
        this(technique, List.copyOf(marks), depth, new Explained(clues, because, messageKey, args), null, null,
                texts);
    }

    /**
     * A step whose explanation {@code maker} makes when first asked for, holding {@code lock} while it does; said
     * through {@code texts} (null: afresh). {@code marks} is taken as it is: a step collector's list, never changed
     * afterwards ({@link Marks#list()}).
     */
    Step(String technique, List<MarkChange> marks, int depth, Supplier<Explained> maker, Object lock, Texts texts) {
        this(technique, java.util.Collections.unmodifiableList(marks), depth, null,
                Objects.requireNonNull(maker, "maker"), Objects.requireNonNull(lock), texts);
    }

    /** No words: the message key {@link Context#UNWORDED}, which has no template. */
    private static final Explained UNWORDED = new Explained(List.of(), List.of(), Context.UNWORDED, List.of());

    /**
     * A step of an unworded solve: its technique, marks and depth alone. {@code marks} is taken as it is (the
     * caller's collector, never changed afterwards), as unworded steps are made by the thousand in trials.
     */
    static Step unworded(String technique, List<MarkChange> marks, int depth) {
        return new Step(technique, java.util.Collections.unmodifiableList(marks), depth, UNWORDED, null, null, null);
    }

    private Step(String technique, List<MarkChange> marks, int depth, Explained explained,
            Supplier<Explained> maker, Object lock, Texts texts) {
        this.texts = texts;
        this.technique = Objects.requireNonNull(technique, "technique");
        this.marks = marks;
        if (depth < 0) {
            throw new IllegalArgumentException("depth " + depth);
        }
        this.depth = depth;
        this.given = explained;
        this.maker = maker;
        this.lock = lock;
    }

    private Explained explained() {
        if (given != null) {
            return given;
        }
        Explained e = explained;
        if (e == null) {
            synchronized (lock) {
                e = explained;
                if (e == null) {
                    e = maker.get();
                    explained = e;
                    maker = null; // what it kept (grids, the trial's steps) is no longer needed
                }
            }
        }
        return e;
    }

    public String technique() {
        return technique;
    }

    /** The clues the step used (0-based indices). */
    public List<Integer> clues() {
        return explained().clues();
    }

    /** The new marks the step wrote. */
    public List<MarkChange> marks() {
        return marks;
    }

    /** The cells whose marks justify the step. */
    public List<Cell> because() {
        return explained().because();
    }

    public int depth() {
        return depth;
    }

    public String messageKey() {
        return explained().messageKey();
    }

    public List<Object> args() {
        return explained().args();
    }

    /**
     * The chains of implications this step explains itself with, each a list of steps in order: one for a trial
     * (from the assumption to the contradiction), two for a forcing chain (one per way); empty for other steps.
     */
    public List<List<Step>> chains() {
        List<List<Step>> out = new java.util.ArrayList<>();
        for (Object a : args()) {
            if (a instanceof Chain c) {
                out.add(c.steps());
            }
        }
        return List.copyOf(out);
    }

    /** The explanation in English. */
    public String text() {
        return text(Locale.ENGLISH);
    }

    /** The explanation in the given language (English when the bundle has no translation). */
    public String text(Locale locale) {
        return Messages.of(locale, texts).format(messageKey(), args());
    }

    /** What the trace keeps for saying its steps, or null (a step made on its own). */
    Texts texts() {
        return texts;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Step s && technique.equals(s.technique) && marks.equals(s.marks) && depth == s.depth
                && explained().equals(s.explained());
    }

    @Override
    public int hashCode() {
        return Objects.hash(technique, marks, depth, explained());
    }

    @Override
    public String toString() {
        Explained e = explained();
        return "Step[technique=" + technique + ", clues=" + e.clues() + ", marks=" + marks + ", because="
                + e.because() + ", depth=" + depth + ", messageKey=" + e.messageKey() + ", args=" + e.args() + "]";
    }
}

package org.gridwright.core.deduce;

import java.util.List;
import java.util.function.Consumer;
import org.gridwright.core.model.Item;
import org.gridwright.core.task.Monitor;

/**
 * The engine's loop, after Simon Tatham's {@code latin.c}: try the techniques in order, apply the first step found,
 * start again from the easiest, until the grid is complete, nothing more is found, or the grid is impossible.
 */
final class Run {
    private Run() {
    }

    /**
     * Runs {@code techniques} on {@code ctx}'s grid, handing each step to {@code sink} after applying it.
     *
     * @return how the run ended
     */
    static Outcome run(Context ctx, List<Technique> techniques, Consumer<Step> sink, Monitor monitor) {
        return run(ctx, techniques, sink, monitor, Integer.MAX_VALUE);
    }

    /** As {@link #run(Context, List, Consumer, Monitor)}, giving up (STUCK) after {@code maxSteps} steps. */
    static Outcome run(Context ctx, List<Technique> techniques, Consumer<Step> sink, Monitor monitor, int maxSteps) {
        Board board = ctx.board;
        int steps = 0;
        if (board.broken()) {
            return Outcome.CONTRADICTION;
        }
        outer:
        while (true) {
            monitor.checkCancelled();
            for (Technique t : techniques) {
                Step s = t.find(ctx);
                if (s == null) {
                    continue;
                }
                apply(board, s);
                sink.accept(s);
                if (ctx.conflict() || board.broken()) {
                    return Outcome.CONTRADICTION;
                }
                if (++steps >= maxSteps) {
                    return board.complete() ? Outcome.SOLVED : Outcome.STUCK;
                }
                continue outer;
            }
            return board.complete() ? Outcome.SOLVED : Outcome.STUCK;
        }
    }

    static void apply(Board board, Step s) {
        for (MarkChange m : s.marks()) {
            Item a = m.a();
            Item b = m.b();
            board.set(a, b, m.value());
        }
    }
}

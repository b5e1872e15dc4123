package org.gridwright.core.deduce;

import java.util.List;
import java.util.function.Consumer;
import org.gridwright.core.model.Item;

/**
 * The engine's loop, after Simon Tatham's {@code latin.c}: try the techniques in order, apply the first step found,
 * start again from the easiest, until the grid is complete, nothing more is found, or the grid is impossible.
 */
final class Run {
    private Run() {
    }

    /**
     * Runs {@code techniques} on {@code ctx}'s grid, handing each step to {@code sink} after applying it. Inside a
     * trial (depth above 0) every round takes a unit of the solve's trial work; when none is left the run gives
     * up, STUCK. Every round checks the caller's monitor.
     *
     * @return how the run ended
     * @throws org.gridwright.core.task.CancelledException when the monitor asks to stop
     */
    static Outcome run(Context ctx, List<Technique> techniques, Consumer<Step> sink) {
        Board board = ctx.board;
        if (board.broken()) {
            return Outcome.CONTRADICTION;
        }
        Technique[] order = working(ctx, techniques);
        outer:
        while (true) {
            if (ctx.depth == 0) {
                ctx.work.checkCancelled();
            } else if (!ctx.work.take()) {
                return Outcome.STUCK;
            }
            for (Technique t : order) {
                Step s = t.find(ctx);
                if (s == null) {
                    continue;
                }
                apply(board, s);
                sink.accept(s);
                if (ctx.conflict() || board.broken()) {
                    return Outcome.CONTRADICTION;
                }
                continue outer;
            }
            return board.complete() ? Outcome.SOLVED : Outcome.STUCK;
        }
    }

    /**
     * The techniques in order, less those that find nothing on any grid of the context's puzzle (a clue technique
     * with no clue of its type): asked every round, they would only say so every round.
     */
    private static Technique[] working(Context ctx, List<Technique> techniques) {
        Technique[] order = new Technique[techniques.size()];
        int n = 0;
        for (Technique t : techniques) {
            if (!(t instanceof ClueTechnique<?> c && c.idle(ctx))) {
                order[n++] = t;
            }
        }
        return n == order.length ? order : java.util.Arrays.copyOf(order, n);
    }

    static void apply(Board board, Step s) {
        List<MarkChange> marks = s.marks();
        for (int k = 0, n = marks.size(); k < n; k++) { // (no iterator made for each of a trace's steps)
            MarkChange m = marks.get(k);
            Item a = m.a();
            Item b = m.b();
            board.set(a, b, m.value());
        }
    }
}

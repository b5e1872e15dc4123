package org.gridwright.quadrata.editor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Square;

/**
 * What a player has written into the square in play mode: a symbol index or -1 for every cell (cells holding a
 * given are never written). Each change can be undone and redone (its own history, apart from the puzzle's edits).
 */
final class PlayState {
    /** How many changes can be undone. */
    static final int LIMIT = 1000;
    private final int n;
    private int[] entries;
    private final Deque<int[]> undo = new ArrayDeque<>();
    private final Deque<int[]> redo = new ArrayDeque<>();

    PlayState(int n) {
        this.n = n;
        this.entries = new int[n * n];
        Arrays.fill(entries, -1);
    }

    int size() {
        return n;
    }

    /** The entries (a copy). */
    int[] entries() {
        return entries.clone();
    }

    int at(int cell) {
        return entries[cell];
    }

    /** Writes {@code symbol} (-1 clears) into {@code cell} unless {@code q} gives that cell; true when it changed. */
    boolean set(Quadrata q, int cell, int symbol) {
        if (q.givenAt(cell / n, cell % n) >= 0 || entries[cell] == symbol) {
            return false;
        }
        int[] next = entries.clone();
        next[cell] = symbol;
        push(next);
        return true;
    }

    /** Empties every cell (one undoable change); false when there was nothing. */
    boolean clear() {
        if (Arrays.stream(entries).allMatch(e -> e < 0)) {
            return false;
        }
        int[] next = new int[n * n];
        Arrays.fill(next, -1);
        push(next);
        return true;
    }

    /** Writes the whole solution (one undoable change). */
    boolean reveal(Quadrata q, Square s) {
        int[] next = new int[n * n];
        for (int cell = 0; cell < n * n; cell++) {
            next[cell] = q.givenAt(cell / n, cell % n) >= 0 ? -1 : s.at(cell / n, cell % n);
        }
        if (Arrays.equals(next, entries)) {
            return false;
        }
        push(next);
        return true;
    }

    private void push(int[] next) {
        undo.push(entries);
        if (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
        entries = next;
    }

    boolean canUndo() {
        return !undo.isEmpty();
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    void undo() {
        if (!undo.isEmpty()) {
            redo.push(entries);
            entries = undo.pop();
        }
    }

    void redo() {
        if (!redo.isEmpty()) {
            undo.push(entries);
            entries = redo.pop();
        }
    }

    /** The cells whose entry differs from {@code s}. */
    List<Integer> wrong(Square s) {
        List<Integer> w = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            if (entries[cell] >= 0 && entries[cell] != s.at(cell / n, cell % n)) {
                w.add(cell);
            }
        }
        return w;
    }

    /** How many cells hold an entry. */
    int filled() {
        return (int) Arrays.stream(entries).filter(e -> e >= 0).count();
    }

    /** True when the givens and entries fill the square exactly as {@code s}. */
    boolean solves(Quadrata q, Square s) {
        for (int cell = 0; cell < n * n; cell++) {
            int g = q.givenAt(cell / n, cell % n);
            int v = g >= 0 ? g : entries[cell];
            if (v != s.at(cell / n, cell % n)) {
                return false;
            }
        }
        return true;
    }
}

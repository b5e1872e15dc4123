/**
 * The puzzle model: categories, item references, clues, solutions and the grid of marks.
 *
 * <p>Every type here is an immutable value. Files name items by label ({@link Ref}); engines work on
 * integer indices ({@link Item}), resolved once through {@link Puzzle#resolve(Ref)}. The meaning of each
 * clue on a complete solution ({@link Clue#holds(Puzzle, Solution)}) is the ground truth every solver is
 * tested against.
 */
package org.gridwright.core.model;

/**
 * The logic grid as the first {@link org.gridwright.kind.PuzzleKind}: an adapter over the engine's own reader,
 * writer, complete solver, deduction engine and clue text, with no behaviour of its own.
 */
package org.gridwright.core.kind;

/**
 * The {@code gridwright/1} puzzle file format (docs/FORMAT.md, its authoritative description): {@link org.gridwright.core.format.PuzzleReader}
 * turns a file into a checked {@link org.gridwright.core.model.Puzzle} or a
 * {@link org.gridwright.core.format.PuzzleFormatException} whose message names the file, the place and the problem;
 * {@link org.gridwright.core.format.PuzzleWriter} writes the canonical, diff-friendly text back, atomically.
 *
 * <p>{@code x-…} keys are kept at the top level, in categories, in clues, in {@code generator} and in solution rows
 * (as raw JSON text, in the model's {@code extensions}) and written back where they were. A category's
 * {@code "x-phrases"} is read as its {@link org.gridwright.core.model.Phrases} and checked: a bad value is an
 * error naming the category and the field.
 */
package org.gridwright.core.format;

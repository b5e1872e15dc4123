/**
 * Publisher-quality PDF output of logic-grid puzzles with Apache PDFBox: the puzzle page (title, difficulty,
 * triangular solving grid, numbered clues), the solution (completed grid and answer table), the step-by-step
 * deduction, and books of many puzzles with a title page, contents, page numbers and bookmarks.
 *
 * <p>{@link org.gridwright.print.PdfPrinter} is the entry point; {@link org.gridwright.print.PrintOptions} says
 * what goes in. Fonts (DejaVu) are embedded as subsets; all text is extractable as written. Plain Java: no AWT.
 */
package org.gridwright.print;

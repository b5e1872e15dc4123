/**
 * The human-style deduction engine: solves a puzzle the way a person would, in named techniques tried easiest
 * first, and records every deduction as an immutable {@link org.gridwright.core.deduce.Step} with its technique,
 * the clues it used, the marks it wrote, the cells that justify it and an explanation in words.
 *
 * <p>Entry point: {@link org.gridwright.core.deduce.DeductionEngine}. Which techniques run, in what order, and
 * what each costs (level and score) is data ({@code techniques.csv}), read by
 * {@link org.gridwright.core.deduce.TechniqueSet}. The {@link org.gridwright.core.deduce.Trace} of a solve gives the
 * outcome, the final grid, the grid after any step and the {@link org.gridwright.core.deduce.Difficulty}.
 */
package org.gridwright.core.deduce;

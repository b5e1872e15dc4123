/**
 * The human-style deduction engine: solves a puzzle the way a person would, in named techniques tried easiest
 * first, and records every deduction as an immutable {@link org.gridwright.core.deduce.Step} with its technique,
 * the clues it used, the marks it wrote, the cells that justify it and an explanation in words.
 *
 * <p>Entry point: {@link org.gridwright.core.deduce.DeductionEngine}. Which techniques run, in what order, and
 * what each costs (level and score) is data ({@code techniques.csv}), read by
 * {@link org.gridwright.core.deduce.TechniqueSet}. The {@link org.gridwright.core.deduce.Trace} of a solve gives the
 * outcome, the final grid, the grid after any step and the {@link org.gridwright.core.deduce.Difficulty}.
 *
 * <p>Contradiction (trial) steps are bounded by a trial budget per solve, counted in rounds of work, never in time
 * ({@link org.gridwright.core.deduce.DeductionEngine#DEFAULT_TRIAL_BUDGET}), so a puzzle with many solutions ends
 * STUCK quickly and a trace is the same on any machine; the caller's monitor is asked at every round, trials
 * included, so cancelling is prompt.
 */
package org.gridwright.core.deduce;

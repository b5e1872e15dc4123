/**
 * The puzzle generator: {@link org.gridwright.core.generate.Generator} draws categories and a solution, adds true
 * clues until the complete solver says unique, removes clues while it stays unique (irreducible), and keeps the
 * result only when the deduction engine rates it at the asked level. Seeded and deterministic: the same settings,
 * database and engine version give the same puzzle.
 */
package org.gridwright.core.generate;

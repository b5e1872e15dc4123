/**
 * The complete solver, the project's referee for uniqueness: {@link org.gridwright.core.solve.CompleteSolver}
 * decides whether a puzzle has exactly one solution, several (with two differing witnesses) or none (with a minimal
 * set of conflicting clues). {@link org.gridwright.core.solve.CompiledPuzzle} is the reusable compiled form the
 * generator adds clues to and removes them from while it counts solutions.
 */
package org.gridwright.core.solve;

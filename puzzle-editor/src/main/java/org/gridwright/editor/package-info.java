/**
 * The puzzle editor: the window where an author sees a puzzle's triangular grid, edits its clues, checks the
 * verdict and steps through the solver's deductions; and its print actions, Export PDF for the open puzzle and
 * Export Book PDF for many puzzle files (previewed from the very PDF that is saved).
 */
package org.gridwright.editor;

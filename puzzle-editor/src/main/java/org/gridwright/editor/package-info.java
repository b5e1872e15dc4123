/**
 * The puzzle editor: the window where an author sees a puzzle's triangular grid, edits its clues, checks the
 * verdict and steps through the solver's deductions.
 */
package org.gridwright.editor;

/**
 * Words for people: clue sentences in natural language ({@link org.gridwright.core.text.ClueText}) and the
 * template bundles ({@link org.gridwright.core.text.Templates}) every user-facing message of the engine comes from,
 * so another language can be added by adding a bundle.
 */
package org.gridwright.core.text;

/**
 * Safe saving: every file Gridwright writes for a user (puzzles, category databases, PDFs, charts) goes through
 * {@link org.gridwright.core.io.AtomicFiles}, so a crash or a full disk never leaves a half-written file behind.
 */
package org.gridwright.core.io;

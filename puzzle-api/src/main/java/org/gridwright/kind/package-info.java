/**
 * Puzzle kinds as plug-ins. A kind (the logic grid, Quadrata, …) implements {@link org.gridwright.kind.PuzzleKind}
 * and registers it in {@code META-INF/services/org.gridwright.kind.PuzzleKind}; the command line finds kinds with
 * {@link java.util.ServiceLoader} ({@link org.gridwright.kind.Kinds}), the workbench through {@code Lookup} (which
 * reads the same registrations). A file names its kind in its top-level {@code "kind"} key; a file without one is a
 * logic grid. Everything here is kind-neutral and plain Java: monitor and cancel, levels, steps and traces,
 * verdicts. A kind's workbench editor is not part of this API: a UI module registers it in the workbench's
 * {@code Lookup} under the kind's id.
 */
package org.gridwright.kind;

/**
 * Long work without a user interface: a {@link org.gridwright.core.task.Monitor} reports progress and asks whether
 * to stop. The workbench adapts it to its progress bar; the command line to nothing or to a line on stderr.
 */
package org.gridwright.core.task;

package org.gridwright.core.model;

/** A cell of the solving grid: not yet known, ✗ (cannot match) or ● (match). */
public enum Mark {
    UNKNOWN, NO, YES
}

package org.gridwright.core.solve;

/** How many solutions a puzzle has: exactly one, more than one, or none. */
public enum Status {
    UNIQUE, MULTIPLE, CONTRADICTORY
}

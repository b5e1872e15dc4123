package org.gridwright.cli;

/** The version of the command line, from the core. */
final class Version {
    static final String ENGINE = org.gridwright.core.Engine.VERSION;

    private Version() {
    }
}

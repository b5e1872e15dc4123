package org.gridwright.core.deduce;

/** A technique whose id is fixed when it is made. */
abstract class NamedTechnique implements Technique {
    private final String id;

    NamedTechnique(String id) {
        this.id = id;
    }

    @Override
    public final String id() {
        return id;
    }
}

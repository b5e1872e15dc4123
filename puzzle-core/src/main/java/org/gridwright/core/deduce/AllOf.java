package org.gridwright.core.deduce;

import java.util.List;

/**
 * A message argument naming several things together ("Alice, Bob and Carol"). A plain {@link List} argument names
 * alternatives instead ("Alice, Bob or Carol").
 */
public record AllOf(List<?> items) {
    public AllOf {
        items = List.copyOf(items);
    }
}

package org.gridwright.core.deduce;

import java.util.List;

/** A message argument of several clauses said one after the other, joined with the bundle's {@code join.semi}. */
record Semi(List<Object> items) {
    Semi {
        items = List.copyOf(items);
    }
}

package org.gridwright.core.model;

/** A resolved item: category index and item index within it, both 0-based. */
public record Item(int category, int index) {
}

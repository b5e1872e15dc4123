package org.gridwright.core.db;

/**
 * A class of categories (people's names, places, food, …) and its drawing weight. A class with weight 0 is kept
 * but never drawn.
 */
public record DbClass(String name, double weight) {
    public DbClass {
        name = Names.checkName(name, "class");
        Names.checkWeight(weight);
    }

    public DbClass withWeight(double w) {
        return new DbClass(name, w);
    }
}

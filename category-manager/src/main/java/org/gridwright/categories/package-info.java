/**
 * The category manager: windows for the author's category database (classes and categories, their editor,
 * duplicates, word search, statistics, import and export).
 */
package org.gridwright.categories;

/**
 * The category manager: the workbench's windows for the author's category database, built on
 * {@code org.gridwright.core.db}.
 *
 * <ul>
 * <li>Window › Categories: classes and categories with kind, items, weight (edited in place) and probability;
 * Window › Category Duplicates, Word Search, Category Statistics (charts, PNG export), Numerical Schemes and
 * Labels, Themes (the themes and each theme's parts as editable tables); a category editor per category (items, kind, weight, subset, label pattern, class weight).</li>
 * <li>File › Open / Open Default / Save Category Database, Import Older Category Collection (.txt), Import and
 * Export Category Database (CSV). Reading and writing run on the "Gridwright categories" RequestProcessor with a
 * progress bar; rows the library could not read are listed in the Output tab "Category database problems".</li>
 * <li>One open database ({@code CategoryWorkspace}): every change is an undoable edit of an immutable
 * {@code CategoryDatabase} (Edit › Undo/Redo from every window of the module); unsaved changes make the titles bold
 * with an asterisk, and closing the Categories window or leaving the application asks about them.</li>
 * <li>The bundled default database is never changed: the first edit copies it to {@code <user dir>/categories}
 * (or {@code categories-2}, … when that folder is taken), which then is the database's folder. The folder open
 * at exit is remembered (NbPreferences, key {@code database.folder}) and opened at the next start.</li>
 * </ul>
 */
package org.gridwright.categories;

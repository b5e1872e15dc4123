/**
 * The category database: the words and numbers puzzles are made of, kept as a folder of CSV files an author can
 * edit in a spreadsheet.
 *
 * <h2>Layout of a database folder</h2>
 * All files are UTF-8 CSV (RFC 4180, a header row first, columns in any order, names case-insensitive).
 * <ul>
 * <li>{@code classes.csv} — {@code class,weight}: the classes of categories (names, places, food, …) and the
 * weight by which a class is chosen.</li>
 * <li>{@code categories.csv} — {@code class,category,kind,weight,name,subset,label}: one row per category.
 * {@code kind} is {@code categorical}, {@code ordinal} (items in ascending order) or {@code numerical} (items are
 * ascending numbers); {@code weight} chooses it within its class (blank = 1, 0 = never drawn); {@code name} is the
 * heading a puzzle shows ("Pet"; blank = made from the identifier); {@code subset} is how k items are taken:
 * {@code any} (default for categorical), {@code contiguous} (default for ordinal and numerical) or
 * {@code ordered} or {@code first} (the first k); {@code label} is the display pattern of a numerical category ({@code @ cm}); the optional
 * {@code phrase}, {@code phrase_not}, {@code phrase_less}, {@code phrase_more}, {@code phrase_amount} are the
 * category's reader {@link org.gridwright.core.model.Phrases} ("wears the @", "does not wear the @"; comparatives
 * for ordered categories only; an amount such as "@ hour|@ hours" for numerical ones only), blank for proper
 * names; a drawn category carries them into the puzzle. A file without {@code phrase_amount} reads as
 * before.</li>
 * <li>{@code items.csv} — {@code class,category,item}: one row per item; the row order is the item order.</li>
 * <li>{@code schemes.csv} — {@code scheme,part,value,weight}: numerical schemes. Each scheme has one
 * {@code type} row (value {@code arithmetic}, {@code geometric} or {@code ascending}, weight = the scheme's
 * weight), weighted {@code base}, {@code factor} and {@code step} rows, and optionally {@code label} rows naming
 * the label patterns its values may get. Values start at base × factor;
 * arithmetic adds one drawn step each time, geometric multiplies by one drawn ratio, ascending draws a step for
 * every gap.</li>
 * <li>{@code labels.csv} — {@code pattern,name,weight,conditions} and the phrase columns: how drawn numbers are shown ({@code @ kg}) and
 * the category's heading ({@code Weight}), applicable only when every condition holds for all values:
 * {@code integer}, {@code positive}, {@code negative}, {@code > x}, {@code >= x}, {@code < x}, {@code <= x},
 * {@code has x}, {@code decimal} (some value is not whole), separated by {@code ;}. {@code @.00} in a pattern shows
 * the number with two decimals ({@code €@.00}: €1.50) and applies only to values with at most two; optional phrase
 * columns as in {@code categories.csv}.</li>
 * <li>{@code themes.csv} — {@code theme,weight,categories,items,noun,cast,cast_name,title,intro} and
 * {@code theme_parts.csv} — {@code theme,part,value,weight,name,scheme,ask} and the phrase columns: optional
 * {@link org.gridwright.core.db.Theme}s, the settings puzzles are set in (a cast, the noun, title and introduction
 * templates, the categories, classes and numbers that fit with the verbs each takes there, exclusions).
 * Read and written by {@code ThemeStore}; a database without them draws as before.</li>
 * </ul>
 * Every saved database carries a {@code README.txt} saying the same. Reading reports each malformed row as a
 * {@link org.gridwright.core.db.Problem} (file, line, what) and reads the rest; saving writes temporary files and
 * moves them into place.
 *
 * <h2>Drawing</h2>
 * {@link org.gridwright.core.db.CategoryDatabase#draw} chooses for each slot a class by class weight (preferring
 * classes not used yet), then a category by weight, then k items by the category's subset rule; numerical slots
 * choose between fixed numerical categories and schemes by weight, then a label pattern whose conditions hold.
 * No two drawn categories share an item or a heading. {@link org.gridwright.core.db.DrawRequest} bounds how many
 * ordinal and numerical categories a draw holds and how many ordered ones it needs at least.
 * {@link org.gridwright.core.db.CategoryDatabase#drawThemed} draws in a theme instead: the cast first, then the
 * theme's parts by weight, with a title and an introduction made from its templates. What such draws need that
 * depends only on the database, the theme and the item count (a {@code ThemePlan}) the database makes on first use
 * and keeps; a draw then makes only its random choices.
 */
package org.gridwright.core.db;

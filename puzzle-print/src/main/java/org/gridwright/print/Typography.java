package org.gridwright.print;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typesetting of plain text as a printer would: a true minus before a number, typographic apostrophes and quotation
 * marks, and a non-breaking space between a number and its unit (so "5 °C" never splits across lines). Only the
 * drawn text changes; the words stay the same.
 */
final class Typography {
    private Typography() {
    }

    private static final Pattern MINUS = Pattern.compile("(^|[\\s(\\[])-(?=\\d)");
    private static final Pattern APOSTROPHE = Pattern.compile("(?<=\\p{L})'(?=\\p{L})|(?<=\\p{L}s)'(?=\\s|$)");
    private static final Pattern OPEN_QUOTE = Pattern.compile("(^|[\\s(\\[])\"(?=\\S)");
    private static final Pattern CLOSE_QUOTE = Pattern.compile("(?<=\\S)\"");
    private static final Pattern UNIT = Pattern.compile(
            "(\\d) (°[CF]?|%|‰|km/h|mph|km|cm|mm|m|kg|g|lb|lbs|oz|ft|in|mi|h|min|s|ms|l|ml|years?|"
                    + "hours?|minutes?|seconds?|days?|weeks?|months?|points?|pts|cups?|miles?|metres?|meters?|"
                    + "kilometres?|kilometers?|pounds?|kilograms?|grams?|litres?|liters?|degrees?|\\$|€|£)(?=$|[\\s.,;:!?)\\]])");

    /** The text as printed. Linear in its length. */
    static String of(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String s = text;
        if (s.indexOf('-') >= 0) {
            s = MINUS.matcher(s).replaceAll("$1\u2212");
        }
        if (s.indexOf('\'') >= 0) {
            s = APOSTROPHE.matcher(s).replaceAll("\u2019");
        }
        if (s.indexOf('"') >= 0) {
            s = OPEN_QUOTE.matcher(s).replaceAll("$1\u201c");
            s = CLOSE_QUOTE.matcher(s).replaceAll("\u201d");
        }
        Matcher u = UNIT.matcher(s);
        if (u.find()) {
            s = u.replaceAll("$1\u00a0$2");
        }
        return s;
    }
}

package org.gridwright.cli;

import java.util.List;
import java.util.Locale;
import org.gridwright.core.text.Templates;

/** The values of command-line options, read the same way by every command and refused in the same words. */
final class Options {
    private static final Templates T = Templates.of("org.gridwright.cli.Options", Locale.ENGLISH);

    private Options() {
    }

    /**
     * The value of {@code option}, which is {@code args[i]}; missing when the arguments end there or the next word
     * is itself an option ({@code --out --paper a4}). A single dash is a value ({@code --seed -5}).
     */
    static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageException(T.fill("missingValue", option));
        }
        return args.get(i);
    }

    /** {@code text}, the value of {@code option}, as a whole number from {@code min} to {@code max}. */
    static long number(String option, String text, long min, long max) throws UsageException {
        try {
            long v = Long.parseLong(text.strip());
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(T.fill("wholeNumberIn", option, min, max, text));
    }

    /** {@code text}, the value of {@code option}, as any whole number. */
    static long number(String option, String text) throws UsageException {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new UsageException(T.fill("wholeNumber", option, text));
        }
    }

    /** The next value of an int option, from {@code min} to {@code max}. */
    static int intValue(List<String> args, int i, String option, int min, int max) throws UsageException {
        return (int) number(option, value(args, i, option), min, max);
    }

    /** {@code --lang L}: a language tag ({@code pl}, {@code en}), else the usage error naming the option. */
    static String lang(List<String> args, int i, String option) throws UsageException {
        String v = value(args, i, option).strip();
        if (!v.matches("[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*")) {
            throw new UsageException(T.fill("badLang", option, v));
        }
        return v.toLowerCase(Locale.ROOT);
    }

    /** The arguments without {@code --lang L} (before {@code --}), and {@code L} (null when not given). */
    record WithLang(String lang, List<String> rest) {
    }

    /** Takes {@code --lang L} out of {@code args}, for a command that reads its other options on its own. */
    static WithLang takeLang(List<String> args) throws UsageException {
        String lang = null;
        List<String> rest = new java.util.ArrayList<>();
        boolean ended = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (!ended && a.equals("--lang")) {
                lang = lang(args, ++i, a);
            } else {
                ended |= a.equals("--");
                rest.add(a);
            }
        }
        return new WithLang(lang, List.copyOf(rest));
    }

    /**
     * The puzzle in language {@code lang} ({@code --lang}; {@code en} English), or as it is when null: its own
     * {@code lang} then decides the words of text, solve and print.
     */
    static org.gridwright.core.model.Puzzle inLang(org.gridwright.core.model.Puzzle p, String lang) {
        if (lang == null) {
            return p;
        }
        return p.toBuilder().lang(lang.equals("en") ? null : lang).build();
    }

    /** The files of a command whose one option is {@code --json}, and whether it was given. */
    record JsonAndFiles(boolean json, List<String> files) {
    }

    /**
     * Reads {@code [--json] [--] FILE…}: {@code --json} anywhere before {@code --}, any other word starting with a
     * dash before it an unknown option, at least one file; the words come from the command's own templates
     * ({@code unknownOption}, {@code noFiles}).
     */
    static JsonAndFiles jsonAndFiles(List<String> args, Templates t) throws UsageException {
        boolean json = false;
        List<String> files = new java.util.ArrayList<>();
        boolean optionsEnded = false;
        for (String a : args) {
            if (!optionsEnded && a.equals("--")) {
                optionsEnded = true;
            } else if (!optionsEnded && a.equals("--json")) {
                json = true;
            } else if (!optionsEnded && a.startsWith("-") && a.length() > 1) {
                throw new UsageException(t.fill("unknownOption", a));
            } else {
                files.add(a);
            }
        }
        if (files.isEmpty()) {
            throw new UsageException(t.fill("noFiles"));
        }
        return new JsonAndFiles(json, List.copyOf(files));
    }
}

package org.gridwright.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.text.Templates;

/** The {@code gridwright} command line. */
public final class Main {
    /** Exit status for success. */
    public static final int OK = 0;
    /** Exit status for a puzzle that is not unique, not solved or not valid. */
    public static final int FAILED = 1;
    /** Exit status for bad usage or bad input. */
    public static final int USAGE = 2;
    private static final Templates T = Templates.of("org.gridwright.cli.Main", Locale.ENGLISH);

    /**
     * The PDF library's logger, held so that its level stays set: its warnings about font tables it skips (the CJK
     * font's variation-selector map) are no concern of a user's, and a real problem reaches the user as an error.
     */
    private static final java.util.logging.Logger PDF_LOG = java.util.logging.Logger.getLogger("org.apache.fontbox");

    private Main() {
    }

    /** Every command, in the order {@code --help} lists them. Add a command here. */
    static List<Command> commands() {
        // one command a line, in the order of docs/ARCHITECTURE.md: generate, verify, solve, print, categories, bench
        return List.of(
                new GenerateCommand(),
                new VerifyCommand(),
                new SolveCommand(),
                new TextCommand(),
                new PrintCommand(),
                new CategoriesCommand(),
                new BenchCommand());
    }

    public static void main(String[] args) {
        PDF_LOG.setLevel(java.util.logging.Level.SEVERE);
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.err), true,
                StandardCharsets.UTF_8);
        System.exit(run(Arrays.asList(args), out, err));
    }

    /** Runs one command line and returns its exit status; never throws. */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || args.get(0).equals("--help") || args.get(0).equals("-h") || args.get(0).equals("help")) {
            printHelp(args.isEmpty() ? err : out);
            return args.isEmpty() ? USAGE : OK;
        }
        if (args.get(0).equals("--version")) {
            out.println(T.fill("version", Version.ENGINE));
            return OK;
        }
        String name = args.get(0);
        for (Command c : commands()) {
            if (c.name().equals(name)) {
                List<String> rest = args.subList(1, args.size());
                if (rest.contains("--help") || rest.contains("-h")) {
                    out.println(c.usage());
                    return OK;
                }
                try {
                    return c.run(rest, out, err);
                } catch (UsageException e) {
                    err.println("gridwright " + name + ": " + e.getMessage());
                    return USAGE;
                } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                    err.println("gridwright " + name + ": " + T.fill("internalError", e));
                    return USAGE;
                }
            }
        }
        err.println("gridwright: " + T.fill("unknownCommand", name));
        return USAGE;
    }

    private static void printHelp(PrintStream s) {
        s.println(T.fill("usage"));
        s.println();
        s.println(T.fill("commands"));
        s.printf("  %-12s %s%n", "gui", T.fill("gui"));
        for (Command c : commands()) {
            s.printf("  %-12s %s%n", c.name(), c.summary());
        }
    }
}

package org.gridwright.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.Templates;
import org.gridwright.print.Book;
import org.gridwright.print.Paper;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.gridwright.print.Trim;
import org.gridwright.print.UnprintableTextException;

/** {@code gridwright print}: puzzles to PDF; one file makes a puzzle document, several (or a title) a book. */
public final class PrintCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Print", Locale.ENGLISH);

    @Override
    public String name() {
        return "print";
    }

    @Override
    public Templates texts() {
        return T;
    }

    /** Refuses a font file the printer cannot embed, naming the option, the file and the reason. */
    private static void checkFont(String option, Path file) throws UsageException {
        if (file == null) {
            return;
        }
        try {
            PdfPrinter.checkFont(file);
        } catch (IllegalArgumentException e) {
            throw new UsageException(T.fill("badFont", option, e.getMessage()) + System.lineSeparator()
                    + T.fill("nothingWritten"));
        }
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.otherKind(args, java.util.Set.of("--out", "--paper", "--solutions", "--title", "--order",
                "--font", "--fallback-font", "--imprint", "--bleed", "--lang"))) {
            return KindDispatch.print(args, out, err); // files of another puzzle kind
        }
        List<Path> files = new ArrayList<>();
        Path output = null;
        Paper paper = Paper.A4;
        Trim trim = null;
        float bleed = 0f;
        SolutionPlacement solutions = SolutionPlacement.APPENDIX;
        boolean steps = false;
        PrintOptions.StepDetail detail = null;
        PrintOptions.Order order = PrintOptions.Order.AS_GIVEN;
        boolean gutter = false;
        Path font = null;
        Path fallback = null;
        String imprint = null;
        String title = null;
        String lang = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--out" -> output = Path.of(Options.value(args, ++i, a));
                case "--solutions" -> {
                    String v = Options.value(args, ++i, a);
                    solutions = SolutionPlacement.ofCode(v).orElseThrow(() -> new UsageException(
                            T.fill("badSolutions", v)));
                }
                case "--paper" -> {
                    String v = Options.value(args, ++i, a);
                    java.util.Optional<Paper> named = Paper.ofCode(v);
                    if (named.isPresent()) {
                        paper = named.get();
                        trim = null;
                    } else {
                        trim = Trim.parse(v).orElseThrow(() -> new UsageException(T.fill("badPaper", v)));
                    }
                }
                case "--bleed" -> {
                    String v = Options.value(args, ++i, a);
                    bleed = Trim.parseBleed(v).orElseThrow(() -> new UsageException(T.fill("badBleed", v)));
                }
                case "--title" -> title = Options.value(args, ++i, a);
                case "--steps" -> {
                    // a bare --steps keeps working; a value after it says which steps
                    if (i + 1 < args.size() && args.get(i + 1).toLowerCase(Locale.ROOT).matches("key|all|none")) {
                        String v = args.get(++i);
                        if (v.equalsIgnoreCase("none")) {
                            steps = false;
                            detail = null;
                            continue;
                        }
                        detail = PrintOptions.StepDetail.ofCode(v).orElseThrow();
                    }
                    steps = true;
                }
                case "--order" -> {
                    String v = Options.value(args, ++i, a);
                    order = PrintOptions.Order.ofCode(v).orElseThrow(() -> new UsageException(T.fill("badOrder", v)));
                }
                case "--gutter" -> gutter = true;
                case "--font" -> font = Path.of(Options.value(args, ++i, a));
                case "--fallback-font" -> fallback = Path.of(Options.value(args, ++i, a));
                case "--imprint" -> imprint = Options.value(args, ++i, a);
                case "--lang" -> lang = Options.lang(args, ++i, a);
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException(T.fill("unknownOption", a));
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (files.isEmpty()) {
            throw new UsageException(T.fill("noFiles"));
        }
        if (output == null) {
            throw new UsageException(T.fill("noOut"));
        }
        Targets.file("--out", output, "puzzles.pdf");
        if (title != null && title.isBlank()) {
            throw new UsageException(T.fill("emptyTitle"));
        }
        List<Puzzle> puzzles = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            try {
                puzzles.add(Options.inLang(PuzzleReader.read(f), lang));
            } catch (PuzzleFormatException e) {
                problems.add(e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new UsageException(String.join(System.lineSeparator(), problems)
                    + System.lineSeparator() + T.fill("nothingWritten"));
        }
        boolean book = title != null || puzzles.size() > 1;
        PrintOptions options = new PrintOptions(paper, solutions, steps,
                detail != null ? detail : book ? PrintOptions.StepDetail.KEY : PrintOptions.StepDetail.ALL, order,
                gutter, font, imprint, trim, bleed, fallback);
        checkFont("--font", font);
        checkFont("--fallback-font", fallback);
        PdfPrinter printer = new PdfPrinter(options);
        try {
            if (title != null) {
                printer.print(new Book(title, puzzles), output);
            } else {
                printer.print(puzzles, output);
            }
        } catch (UnprintableTextException e) {
            int cp = e.codePoint();
            String where = e.puzzleIndex() >= 0 ? T.fill("unprintable.where", files.get(e.puzzleIndex()), e.puzzle())
                    : T.fill("unprintable.book");
            throw new UsageException(T.fill("unprintable", where, UnprintableTextException.excerpt(e.text(), cp),
                    new String(Character.toChars(cp)), UnprintableTextException.hex(cp),
                    Character.getName(cp) == null ? "" : Character.getName(cp))
                    + System.lineSeparator() + T.fill("nothingWritten"));
        } catch (org.gridwright.core.text.MissingFormException e) {
            // a puzzle in an inflecting language whose items lack a form its sentences need
            throw new UsageException(T.fill("missingForm", e.getMessage()) + System.lineSeparator()
                    + T.fill("nothingWritten"));
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", output, Targets.reason(e)));
        }
        err.println(T.fill(puzzles.size() == 1 ? "written.one" : "written.other", output, puzzles.size()));
        return Main.OK;
    }
}

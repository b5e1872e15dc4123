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

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.otherKind(args, java.util.Set.of("--out", "--paper", "--solutions", "--title"))) {
            return KindDispatch.print(args, out, err); // files of another puzzle kind
        }
        List<Path> files = new ArrayList<>();
        Path output = null;
        Paper paper = Paper.A4;
        SolutionPlacement solutions = SolutionPlacement.APPENDIX;
        boolean steps = false;
        String title = null;
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
                    paper = Paper.ofCode(v).orElseThrow(() -> new UsageException(T.fill("badPaper", v)));
                }
                case "--title" -> title = Options.value(args, ++i, a);
                case "--steps" -> steps = true;
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
                puzzles.add(PuzzleReader.read(f));
            } catch (PuzzleFormatException e) {
                problems.add(e.getMessage());
            }
        }
        if (!problems.isEmpty()) {
            throw new UsageException(String.join(System.lineSeparator(), problems)
                    + System.lineSeparator() + T.fill("nothingWritten"));
        }
        PdfPrinter printer = new PdfPrinter(new PrintOptions(paper, solutions, steps));
        try {
            if (title != null) {
                printer.print(new Book(title, puzzles), output);
            } else {
                printer.print(puzzles, output);
            }
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", output, Targets.reason(e)));
        }
        err.println(T.fill(puzzles.size() == 1 ? "written.one" : "written.other", output, puzzles.size()));
        return Main.OK;
    }
}

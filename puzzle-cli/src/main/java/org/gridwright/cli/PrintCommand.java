package org.gridwright.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;
import org.gridwright.print.Book;
import org.gridwright.print.Paper;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;

/** {@code gridwright print}: puzzles to PDF; one file makes a puzzle document, several (or a title) a book. */
public final class PrintCommand implements Command {

    @Override
    public String name() {
        return "print";
    }

    @Override
    public String summary() {
        return "PDF of puzzles: one file a puzzle document, several a book";
    }

    @Override
    public String usage() {
        return """
                usage: gridwright print FILE… --out FILE.pdf [--solutions none|after|appendix] [--steps]
                                        [--paper a4|letter] [--title "Book title"]

                Writes the puzzles as a PDF ready for print. One FILE gives a puzzle document; several FILEs, or
                --title, give a book with a title page, contents, page numbers and bookmarks.

                  --out FILE.pdf    the PDF to write (replaced atomically)
                  --solutions WHERE none, after each puzzle, or in an appendix (default: appendix)
                  --steps           add the step-by-step deduction of each puzzle
                  --paper SIZE      a4 (default) or letter
                  --title TEXT      the book's title (makes a book even of one puzzle)

                Exit status: 0 written, 2 bad usage or a file that cannot be read (named with the problem).""";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        List<Path> files = new ArrayList<>();
        Path output = null;
        Paper paper = Paper.A4;
        SolutionPlacement solutions = SolutionPlacement.APPENDIX;
        boolean steps = false;
        String title = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--out" -> output = Path.of(value(args, ++i, a));
                case "--solutions" -> {
                    String v = value(args, ++i, a);
                    solutions = SolutionPlacement.ofCode(v).orElseThrow(() -> new UsageException(
                            "--solutions must be none, after or appendix, not '" + v + "'"));
                }
                case "--paper" -> {
                    String v = value(args, ++i, a);
                    paper = Paper.ofCode(v).orElseThrow(() -> new UsageException(
                            "--paper must be a4 or letter, not '" + v + "'"));
                }
                case "--title" -> title = value(args, ++i, a);
                case "--steps" -> steps = true;
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException("unknown option '" + a + "'; 'gridwright print --help' lists them");
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (files.isEmpty()) {
            throw new UsageException("no puzzle files given; usage: gridwright print FILE… --out FILE.pdf");
        }
        if (output == null) {
            throw new UsageException("--out FILE.pdf is required");
        }
        Path dir = output.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new UsageException(output + ": the folder " + dir + " does not exist");
        }
        if (title != null && title.isBlank()) {
            throw new UsageException("--title must not be empty");
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
                    + System.lineSeparator() + "nothing written");
        }
        PdfPrinter printer = new PdfPrinter(new PrintOptions(paper, solutions, steps));
        try {
            if (title != null) {
                printer.print(new Book(title, puzzles), output);
            } else {
                printer.print(puzzles, output);
            }
        } catch (IOException e) {
            throw new UsageException(output + ": cannot write the PDF: " + e.getMessage());
        }
        err.println("wrote " + output + " (" + (puzzles.size() == 1 ? "1 puzzle" : puzzles.size() + " puzzles")
                + ")");
        return Main.OK;
    }

    private static String value(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size() || args.get(i).startsWith("--")) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }
}

package org.gridwright.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.db.Theme;
import org.gridwright.core.deduce.DeductionEngine;
import org.gridwright.core.deduce.Level;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.generate.GenerationException;
import org.gridwright.core.generate.Generator;
import org.gridwright.core.generate.GeneratorSettings;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.Templates;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;

/**
 * {@code gridwright generate}: one puzzle to a file or stdout (optionally also a PDF), or a batch on every core.
 * A batch derives puzzle i's seed from the batch seed and i alone ({@link #batchSeed}), so its files do not depend
 * on which thread made which puzzle.
 */
public final class GenerateCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Generate", Locale.ENGLISH);

    @Override
    public String name() {
        return "generate";
    }

    @Override
    public Templates texts() {
        return T;
    }

    @Override
    public String usage() {
        return T.fill("usage", GeneratorSettings.DEFAULT_ATTEMPTS);
    }

    /** The seed of puzzle {@code index} (0-based) of a batch with seed {@code seed}: a SplitMix64 step. */
    static long batchSeed(long seed, int index) {
        long z = seed + (index + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.kindOption(args) != null) { // another puzzle kind (--kind quadrata)
            return KindDispatch.generate(args, out, err);
        }
        args = KindDispatch.withoutKind(args);
        int cats = 4;
        int items = 5;
        Long seed = null;
        Level level = null;
        Path db = null;
        int attempts = GeneratorSettings.DEFAULT_ATTEMPTS;
        Path outFile = null;
        Path pdf = null;
        Integer count = null;
        Path outDir = null;
        String theme = null;
        String lang = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--categories" -> cats = Options.intValue(args, ++i, a, 0, 100_000);
                case "--items" -> items = Options.intValue(args, ++i, a, 0, 100_000);
                case "--seed" -> seed = Options.number(a, Options.value(args, ++i, a));
                case "--difficulty" -> {
                    String v = Options.value(args, ++i, a);
                    level = Level.ofCode(v.toLowerCase(Locale.ROOT))
                            .orElseThrow(() -> new UsageException(T.fill("badLevel", v)));
                }
                case "--db" -> db = Path.of(Options.value(args, ++i, a));
                case "--attempts" -> attempts = Options.intValue(args, ++i, a, 1, 1_000_000);
                case "--out" -> outFile = Path.of(Options.value(args, ++i, a));
                case "--pdf" -> pdf = Path.of(Options.value(args, ++i, a));
                case "--count" -> count = Options.intValue(args, ++i, a, 1, 1_000_000);
                case "--out-dir" -> outDir = Path.of(Options.value(args, ++i, a));
                case "--theme" -> theme = Options.value(args, ++i, a);
                case "--lang" -> lang = Options.lang(args, ++i, a);
                default -> throw new UsageException(T.fill("unknownOption", a));
            }
        }
        if (count != null && (outDir == null || outFile != null)) {
            throw new UsageException(T.fill("countNeedsDir"));
        }
        if (outDir != null && count == null) {
            throw new UsageException(T.fill("dirNeedsCount"));
        }
        if (count != null && pdf != null) {
            throw new UsageException(T.fill("pdfBatch"));
        }
        if (outFile != null) {
            Targets.file("--out", outFile, "puzzle.lgp");
        }
        if (pdf != null) {
            Targets.file("--pdf", pdf, "puzzle.pdf");
        }
        if (outDir != null) {
            Targets.folder("--out-dir", outDir);
        }
        try {
            // the supported size, said before the database is read or anything made
            Generator.validate(new GeneratorSettings(cats, items, 0, level, GeneratorSettings.DEFAULT_WEIGHTS,
                    attempts));
        } catch (GenerationException e) {
            throw new UsageException(e.getMessage());
        }
        if (seed == null) {
            seed = new java.util.SplittableRandom().nextLong() & Long.MAX_VALUE;
            err.println(T.fill("seedUsed", seed));
        }
        GeneratorSettings settings = new GeneratorSettings(cats, items, seed, level,
                GeneratorSettings.DEFAULT_WEIGHTS, attempts, theme);
        CategoryDatabase database = database(db, lang, err);
        String dbName = db != null ? db.toString() : database.lang() == null ? "bundled" : "bundled-" + database.lang();
        if (theme != null) {
            checkTheme(database, theme, cats, items);
        }
        if (count != null) {
            return batch(settings, count, database, dbName, outDir, out, err);
        }
        Puzzle p;
        try {
            p = Generator.generate(settings, database, dbName, Monitor.NONE);
        } catch (GenerationException e) {
            err.println("gridwright generate: " + T.fill("failed", e.getMessage()));
            return Main.FAILED;
        }
        if (outFile == null) {
            out.print(PuzzleWriter.toJson(p));
        } else {
            write(p, outFile);
            // the level as `solve` reports it, so the author knows what came out without asking
            err.println(T.fill("writtenPuzzle", outFile, p.categoryCount(), p.size(), p.clues().size(),
                    new DeductionEngine().solve(p).difficulty().level().code()));
        }
        if (pdf != null) {
            try {
                new PdfPrinter(PrintOptions.DEFAULT).print(List.of(p), pdf);
            } catch (IOException e) {
                throw new UsageException(T.fill("cannotWrite", pdf, Targets.reason(e)));
            }
            err.println(T.fill("written", pdf));
        }
        return Main.OK;
    }

    private static int batch(GeneratorSettings settings, int count, CategoryDatabase db, String dbName, Path dir,
            PrintStream out, PrintStream err) throws UsageException {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", dir, Targets.reason(e)));
        }
        long t0 = System.nanoTime();
        int[] status = {Main.OK};
        int width = Integer.toString(count).length();
        Batch.run(count, i -> {
            try {
                return Generator.generate(settings.withSeed(batchSeed(settings.seed(), i)), db, dbName, Monitor.NONE);
            } catch (GenerationException e) {
                return e;
            }
        }, (i, r) -> {
            if (r instanceof GenerationException e) {
                err.println("gridwright generate: " + T.fill("batchFailed", i + 1, batchSeed(settings.seed(), i),
                        e.getMessage()));
                status[0] = Main.FAILED;
            } else {
                String name = String.format(Locale.ROOT, "puzzle-%0" + Math.max(3, width) + "d.lgp", i + 1);
                write((Puzzle) r, dir.resolve(name));
            }
        });
        err.println(T.fill("batchDone", count, dir, (System.nanoTime() - t0) / 1_000_000));
        return status[0];
    }

    /** Refuses a theme the database does not have (naming close ones) or one that does not serve the size. */
    private static void checkTheme(CategoryDatabase db, String name, int cats, int items) throws UsageException {
        if (db.themes().isEmpty()) {
            throw new UsageException(T.fill("noThemes", name));
        }
        Theme t = db.theme(name).orElse(null);
        if (t == null) {
            List<String> close = Theme.closeNames(db.themes(), name, 5);
            throw new UsageException(close.isEmpty() ? T.fill("unknownTheme", name)
                    : T.fill("unknownThemeClose", name, String.join(", ", close)));
        }
        if (!t.fits(cats, items)) {
            throw new UsageException(T.fill("themeSize", name, Theme.rangeText(t.minCategories(), t.maxCategories()),
                    Theme.rangeText(t.minItems(), t.maxItems()), cats, items));
        }
    }

    private static void write(Puzzle p, Path file) throws UsageException {
        try {
            PuzzleWriter.write(p, file);
        } catch (IOException e) {
            throw new UsageException(T.fill("cannotWrite", file, Targets.reason(e)));
        }
    }

    /**
     * The database of {@code --db DIR}, else the bundled one in {@code --lang} (English without it); with both, the
     * folder's database written in that language.
     */
    private static CategoryDatabase database(Path dir, String lang, PrintStream err) throws UsageException {
        if (dir == null) {
            try {
                return CategoryDatabase.bundled(lang);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        }
        CategoryDatabase d = database(dir, err);
        return lang == null ? d : d.withLang(lang);
    }

    private static CategoryDatabase database(Path dir, PrintStream err) throws UsageException {
        try {
            LoadResult r = CategoryDatabase.load(dir);
            // the same acceptance as `gridwright categories`: a database with problems is not drawn from
            r.problems().forEach(pr -> err.println(pr.line() > 0
                    ? T.fill("dbProblemAt", dir.resolve(pr.file()), pr.line(), pr.message())
                    : T.fill("dbProblemIn", dir.resolve(pr.file()), pr.message())));
            if (!r.problems().isEmpty()) {
                throw new UsageException(T.fill("dbProblems", dir, r.problems().size()));
            }
            return r.db();
        } catch (IOException e) {
            throw new UsageException(T.fill("dbProblem", dir, e.getMessage()));
        }
    }
}

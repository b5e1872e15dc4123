package org.gridwright.print;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Puzzle;

/**
 * The print benchmark: a 100-puzzle book (the real corpus repeated) with solutions in an appendix, timed end to
 * end (analysis, layout, font subsetting, saving) after a warm-up. Run:
 * {@code java -cp … org.gridwright.print.PrintBenchmark CORPUS_DIR [N] [--steps] [--6x9] [--cjk]} ({@code --6x9}: the
 * 6 × 9 in trim with a gutter; {@code --cjk}: every tenth title holds 東京, so the CJK font is read and embedded).
 * Not a test: speed is shown by this figure, never asserted.
 */
final class PrintBenchmark {
    public static void main(String[] args) throws Exception {
        if (args[0].equals("--long")) {
            longTexts();
            return;
        }
        Path dir = Path.of(args[0]);
        int n = args.length > 1 && !args[1].startsWith("--") ? Integer.parseInt(args[1]) : 100;
        boolean steps = Arrays.asList(args).contains("--steps");
        boolean trade = Arrays.asList(args).contains("--6x9");
        boolean cjk = Arrays.asList(args).contains("--cjk");
        List<Puzzle> corpus = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.filter(f -> f.toString().endsWith(".lgp")).sorted().toList()) {
                corpus.add(PuzzleReader.read(f));
            }
        }
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Puzzle p = corpus.get(i % corpus.size());
            if (cjk && i % 10 == 0) {
                p = p.toBuilder().title((p.title() == null ? "Puzzle" : p.title()) + " 東京").build();
            }
            puzzles.add(p);
        }
        PrintOptions o = new PrintOptions(trade ? Paper.TRADE : Paper.A4, SolutionPlacement.APPENDIX, steps)
                .withDetail(PrintOptions.StepDetail.KEY).withGutter(trade);
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] times = new long[7];
        long[] cpu = new long[7];
        int bytes = 0;
        int pages = 0;
        for (int run = 0; run < times.length; run++) {
            long t0 = System.nanoTime();
            long c0 = mx.getCurrentThreadCpuTime();
            PdfPrinter printer = new PdfPrinter(o); // fonts read per run too: the figure includes them
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            printer.print(new Book("Benchmark", puzzles), out);
            times[run] = System.nanoTime() - t0;
            cpu[run] = mx.getCurrentThreadCpuTime() - c0;
            bytes = out.size();
            try (var doc = org.apache.pdfbox.Loader.loadPDF(out.toByteArray())) {
                pages = doc.getNumberOfPages();
            }
        }
        long[] measured = Arrays.copyOfRange(times, 2, times.length);
        Arrays.sort(measured);
        long[] measuredCpu = Arrays.copyOfRange(cpu, 2, cpu.length);
        Arrays.sort(measuredCpu);
        System.out.printf("print: %d-puzzle book%s%s%s, %d pages, %d KiB: first run %.0f ms, median of %d warm runs %.0f ms"
                + " (min %.0f, max %.0f); CPU time of the printing thread: first %.0f ms, warm median %.0f ms%n", n, steps ? " with steps" : "", trade ? ", 6x9 with gutter" : "", cjk ? ", CJK titles" : "", pages, bytes / 1024, times[0] / 1e6,
                measured.length, measured[measured.length / 2] / 1e6, measured[0] / 1e6,
                measured[measured.length - 1] / 1e6, cpu[0] / 1e6, measuredCpu[measuredCpu.length / 2] / 1e6);
    }

    /**
     * Print time against text length: one puzzle whose title and first clue are N characters long (words of 27
     * characters), for N = 10,000, 30,000 and 100,000. Linear time shows as time growing like N.
     */
    private static void longTexts() throws Exception {
        String word = "Lorem ipsum dolor sit amet ";
        PrintOptions o = new PrintOptions(Paper.A4, SolutionPlacement.NONE, false);
        for (int n : new int[] {10_000, 30_000, 100_000, 10_000, 30_000, 100_000}) {
            String text = word.repeat(n / word.length() + 1).substring(0, n);
            Puzzle p = TestPuzzles.zebra().toBuilder().title(text).build();
            List<org.gridwright.core.model.Clue> clues = new ArrayList<>(p.clues());
            clues.set(0, clues.get(0).withMeta(clues.get(0).meta().withText(text)));
            p = p.withClues(clues);
            Runtime rt = Runtime.getRuntime();
            long t0 = System.nanoTime();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new PdfPrinter(o, PdfProbe.PLAIN).print(List.of(p), out);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf("print: title and a clue of %,d characters: %d ms, %d KiB PDF, heap in use %d MiB%n", n,
                    ms, out.size() / 1024, (rt.totalMemory() - rt.freeMemory()) >> 20);
        }
    }
}

package org.gridwright.print;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageXYZDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.gridwright.core.Engine;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.text.Templates;
import org.gridwright.print.FontFiles.Face;
import org.gridwright.core.io.AtomicFiles;

/**
 * Writes puzzles as PDF: one puzzle as a puzzle document (the puzzle page, then its solution and steps as the
 * {@link PrintOptions} ask), several as a {@link Book} (title page, contents, the puzzles, solutions after each
 * puzzle or in an appendix, the step-by-step appendix, page numbers and a PDF outline). Fonts are embedded as
 * subsets; all text stays extractable. A printer reads its fonts once and can write any number of documents, one at
 * a time.
 */
public final class PdfPrinter {
    private final PrintOptions options;
    private final FontFiles fontFiles;
    private final Templates messages;
    private final Locale locale;
    private final Analyst analyst;

    public PdfPrinter(PrintOptions options) {
        this(options, new EngineAnalyst());
    }

    /** A printer that takes the facts of each puzzle from {@code analyst} (tests use their own). */
    PdfPrinter(PrintOptions options, Analyst analyst) {
        this.options = Objects.requireNonNull(options, "options");
        this.fontFiles = fontFiles(options.font(), options.fallback());
        this.locale = Locale.ENGLISH;
        this.messages = Templates.of("org.gridwright.print.Messages", locale);
        this.analyst = Objects.requireNonNull(analyst, "analyst");
    }

    /** {@code base} printing its words in {@code locale}. */
    private PdfPrinter(PdfPrinter base, Locale locale) {
        this.options = base.options;
        this.fontFiles = base.fontFiles;
        this.locale = locale;
        this.messages = Templates.of("org.gridwright.print.Messages", locale);
        this.analyst = base.analyst;
    }

    /**
     * This printer in the language of the puzzles (the first one's {@link Puzzle#lang()}, English without one):
     * headings, "Solution", contents and how-to-solve come from its {@code Messages} bundle, never from the
     * machine's default locale.
     */
    private PdfPrinter in(List<Puzzle> puzzles) {
        Locale l = puzzles.isEmpty() ? Locale.ENGLISH : org.gridwright.core.text.ClueText.locale(puzzles.get(0));
        return l.equals(locale) ? this : new PdfPrinter(this, l);
    }

    /**
     * The fonts: the built-in ones, and the house and fallback fonts if the options name them.
     *
     * @throws IllegalArgumentException naming the file and the reason when one cannot be read or is not a TrueType
     *                                  font with outlines this printer can embed
     */
    private static FontFiles fontFiles(Path font, Path fallback) {
        return new FontFiles(font == null ? null : authorFont(font), fallback == null ? null : authorFont(fallback));
    }

    /**
     * Checks that {@code file} is a font this printer can embed, as a house font or a fallback font.
     *
     * @throws IllegalArgumentException naming the file and the reason when it is not
     */
    public static void checkFont(Path file) {
        authorFont(file);
    }

    /** An author's font file, read and checked to be a TrueType font this printer can embed. */
    private static FontFiles.AuthorFont authorFont(Path file) {
        byte[] b;
        try {
            b = java.nio.file.Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot read the font (" + e.getMessage() + ")", e);
        }
        try {
            return FontFiles.AuthorFont.of(b);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": not a TrueType font this printer can embed ("
                    + e.getMessage() + ")", e);
        }
    }

    /**
     * Checks every text of a puzzle a document shows against the fonts, before anything is laid out.
     *
     * @throws UnprintableTextException naming the puzzle, the text and the first character no font has
     */
    private void check(PuzzleFacts f, int index) {
        Puzzle p = f.puzzle();
        List<String> texts = new ArrayList<>();
        texts.add(p.title());
        texts.add(p.author());
        texts.add(p.intro());
        for (org.gridwright.core.model.Category cat : p.categories()) {
            texts.add(cat.name());
            for (int i = 0; i < cat.size(); i++) {
                texts.add(cat.display(i));
            }
        }
        texts.addAll(f.clues());
        for (PuzzleFacts.StepFacts s : f.steps()) {
            texts.add(s.text());
        }
        for (String t : texts) {
            if (t == null) {
                continue;
            }
            int at = fontFiles.firstMissing(t);
            if (at >= 0) {
                String name = p.title() == null || p.title().isBlank()
                        ? messages.fill("puzzle.untitled", index + 1) : p.title().strip();
                throw new UnprintableTextException(name, index, t, t.codePointAt(at));
            }
        }
    }

    /** Checks a text of the book itself (title, subtitle, imprint). */
    private void check(String text) {
        if (text != null) {
            int at = fontFiles.firstMissing(text);
            if (at >= 0) {
                throw new UnprintableTextException(text, text.codePointAt(at));
            }
        }
    }

    public PrintOptions options() {
        return options;
    }

    /** One puzzle: a puzzle document; several: a book with the default title. */
    public void print(List<Puzzle> puzzles, OutputStream out) throws IOException {
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("nothing to print: no puzzles");
        }
        PdfPrinter p = in(puzzles);
        try (PDDocument doc = puzzles.size() == 1 ? p.single(puzzles.get(0)) : p.book(p.defaultBook(puzzles))) {
            doc.save(out);
        }
    }

    /** As {@link #print(List, OutputStream)}, saved atomically to {@code file}. */
    public void print(List<Puzzle> puzzles, Path file) throws IOException {
        if (puzzles.isEmpty()) {
            throw new IllegalArgumentException("nothing to print: no puzzles");
        }
        PdfPrinter p = in(puzzles);
        try (PDDocument doc = puzzles.size() == 1 ? p.single(puzzles.get(0)) : p.book(p.defaultBook(puzzles))) {
            save(doc, file);
        }
    }

    /** A book, whatever the number of puzzles. */
    public void print(Book book, OutputStream out) throws IOException {
        try (PDDocument doc = in(book.puzzles()).book(book)) {
            doc.save(out);
        }
    }

    /**
     * A book, reporting progress to {@code monitor} and stopping (with {@link CancelledException}, nothing written to
     * {@code out}) when it is cancelled. Progress counts {@code 2n + 1} units for {@code n} puzzles: one per puzzle
     * solved, one per puzzle laid out, one for writing the PDF; messages are null (the caller words them).
     */
    public void print(Book book, OutputStream out, Monitor monitor) throws IOException {
        Objects.requireNonNull(monitor, "monitor");
        try (PDDocument doc = in(book.puzzles()).book(book, monitor)) {
            monitor.checkCancelled();
            doc.save(out);
        }
        monitor.progress(2L * book.puzzles().size() + 1, 2L * book.puzzles().size() + 1, null);
    }

    /** A book, saved atomically to {@code file}. */
    public void print(Book book, Path file) throws IOException {
        try (PDDocument doc = in(book.puzzles()).book(book)) {
            save(doc, file);
        }
    }

    private Book defaultBook(List<Puzzle> puzzles) {
        return new Book(messages.fill("book.defaultTitle"), puzzles);
    }

    private static void save(PDDocument doc, Path file) throws IOException {
        AtomicFiles.write(file, doc::save);
    }

    private PuzzleFacts facts(Puzzle p) {
        return analyst.analyse(p, options.solutions() != SolutionPlacement.NONE, options.steps());
    }

    // ---- one puzzle ----

    private PDDocument single(Puzzle puzzle) throws IOException {
        PDDocument doc = new PDDocument();
        try {
            return single(puzzle, doc);
        } catch (RuntimeException e) {
            doc.close();
            throw e;
        }
    }

    private PDDocument single(Puzzle puzzle, PDDocument doc) {
        PuzzleFacts f = facts(puzzle);
        check(f, 0);
        Outline outline = new Outline();
        try (Canvas c = new Canvas(doc, options.pageTrim(), options.bleed(), new Fonts(doc, fontFiles),
                options.gutter())) {
            DocumentWriter w = new DocumentWriter(c, messages);
            String title = w.title(puzzle, 0);
            outline.add(0, title, w.puzzle(f, title, GridPicture.MAX_CELL, true));
            if (options.solutions() != SolutionPlacement.NONE) {
                outline.add(0, messages.fill("solution.heading"),
                        w.solution(f, messages.fill("solution.of", title), true));
            }
            if (options.steps()) {
                outline.add(0, messages.fill("steps.heading"), w.steps(f, messages.fill("steps.of", title), true, options.detail()));
            }
            if (doc.getNumberOfPages() > 1) {
                pageNumbers(c, 0);
            }
        }
        finish(doc, title(puzzle), outline, author(List.of(puzzle)));
        return doc;
    }

    private String title(Puzzle p) {
        return p.title() == null ? messages.fill("puzzle.untitled", "").strip() : p.title();
    }

    // ---- a book ----

    /** A line of the contents: a puzzle (with its level as a note), or a section (set in bold). */
    private record TocLine(int level, String text, int page, String note, boolean section) {
    }

    private String levelName(PuzzleFacts f) {
        return f.level() == null ? messages.fill("level.unrated") : messages.fill("level." + f.level().code());
    }

    /** The back of the title page: the imprint if the options give one, else left blank. */
    private void imprintPage(Canvas c, Book book) {
        c.newPage();
        if (options.imprint() == null) {
            c.blankPage();
            return;
        }
        float size = 8.5f;
        float leading = 11.5f;
        List<String> lines = new ArrayList<>();
        for (String para : options.imprint().split("\\R")) {
            lines.addAll(c.wrap(Typography.of(para), Face.SERIF, size, c.width()));
        }
        lines.add("");
        lines.addAll(c.wrap(messages.fill("imprint.made", Engine.VERSION), Face.SERIF, size, c.width()));
        int max = (int) (c.bodyHeight() / leading);
        if (lines.size() > max) {
            lines = lines.subList(0, max);
        }
        float y = c.bottom() + lines.size() * leading;
        for (String line : lines) {
            c.text(line, Face.SERIF, size, c.left(), y - size, Canvas.GREY * 0.6f);
            y -= leading;
        }
    }

    /** How to solve a logic-grid puzzle, with a small worked example: the grid after two clues. */
    private void howToSolvePage(Canvas c, DocumentWriter w) {
        c.newPage();
        w.howToSolve();
    }

    private PDDocument book(Book book) throws IOException {
        return book(book, Monitor.NONE);
    }

    private PDDocument book(Book book, Monitor monitor) throws IOException {
        PDDocument doc = new PDDocument();
        try {
            return book(book, doc, monitor);
        } catch (RuntimeException e) {
            doc.close();
            throw e;
        }
    }

    private PDDocument book(Book book, PDDocument doc, Monitor monitor) {
        int n = book.puzzles().size();
        long units = 2L * n + 1;
        List<PuzzleFacts> facts = new ArrayList<>(n);
        for (Puzzle p : book.puzzles()) {
            monitor.checkCancelled();
            monitor.progress(facts.size(), units, null);
            PuzzleFacts f = facts(p);
            check(f, facts.size());
            facts.add(f);
        }
        check(book.title());
        check(book.subtitle());
        check(options.imprint());
        boolean sections = options.order() == PrintOptions.Order.DIFFICULTY;
        if (sections) { // easiest first; a stable sort keeps the given order within a level; unrated last
            facts = new ArrayList<>(facts);
            facts.sort(java.util.Comparator.comparingInt(f -> f.level() == null ? Integer.MAX_VALUE
                    : f.level().stars()));
        }
        List<String> sectionNames = new ArrayList<>();
        for (PuzzleFacts f : facts) {
            String name = levelName(f);
            if (sections && (sectionNames.isEmpty() || !sectionNames.get(sectionNames.size() - 1).equals(name))) {
                sectionNames.add(name);
            }
        }
        boolean solutionsAppendix = options.solutions() == SolutionPlacement.APPENDIX;
        boolean stepsAppendix = options.steps() && options.solutions() != SolutionPlacement.AFTER;
        Outline outline = new Outline();
        try (Canvas c = new Canvas(doc, options.pageTrim(), options.bleed(), new Fonts(doc, fontFiles),
                options.gutter())) {
            DocumentWriter w = new DocumentWriter(c, messages);
            titlePage(c, book);
            imprintPage(c, book);
            howToSolvePage(c, w);
            int tocLines = facts.size() + sectionNames.size() + (solutionsAppendix ? 1 : 0) + (stepsAppendix ? 1 : 0);
            int tocFirst = c.pageIndex() + 1;
            int tocPages = tocPages(c, tocLines);
            for (int i = 0; i < tocPages; i++) {
                c.reservePage();
            }
            List<TocLine> toc = new ArrayList<>();
            List<String> titles = new ArrayList<>();
            // one cell size for the puzzles of one size across the book: the smallest any of them needs
            java.util.Map<String, Float> caps = cellCaps(w, facts);
            for (int i = 0; i < facts.size(); i++) {
                monitor.checkCancelled();
                monitor.progress(n + (long) i, units, null);
                PuzzleFacts f = facts.get(i);
                String title = w.title(f.puzzle(), i + 1);
                titles.add(title);
                int page = w.puzzle(f, title, caps.get(sizeKey(f)), false);
                String level = levelName(f);
                if (sections && (i == 0 || !level.equals(levelName(facts.get(i - 1))))) {
                    toc.add(new TocLine(0, level, page, null, true));
                    outline.add(0, level, page);
                }
                toc.add(new TocLine(0, title, page, sections || f.level() == null ? null : level, false));
                outline.add(sections ? 1 : 0, title, page);
                if (options.solutions() == SolutionPlacement.AFTER) {
                    outline.add(1, messages.fill("solution.heading"),
                            w.solution(f, messages.fill("solution.of", title), true));
                    if (options.steps()) {
                        outline.add(1, messages.fill("steps.heading"),
                                w.steps(f, messages.fill("steps.of", title), true, options.detail()));
                    }
                }
            }
            if (solutionsAppendix) {
                int page = appendixTitle(c, messages.fill("appendix.solutions"));
                toc.add(new TocLine(0, messages.fill("contents.solutions"), page, null, true));
                outline.add(0, messages.fill("appendix.solutions"), page);
                String section = messages.fill("appendix.solutions");
                for (int i = 0; i < facts.size(); i++) {
                    outline.add(1, titles.get(i), w.answer(facts.get(i), titles.get(i), section));
                }
            }
            if (stepsAppendix) {
                int page = appendixTitle(c, messages.fill("appendix.steps"));
                toc.add(new TocLine(0, messages.fill("contents.steps"), page, null, true));
                outline.add(0, messages.fill("appendix.steps"), page);
                for (int i = 0; i < facts.size(); i++) {
                    outline.add(1, titles.get(i), w.steps(facts.get(i), titles.get(i), false, options.detail()));
                }
            }
            monitor.checkCancelled();
            monitor.progress(2L * n, units, null);
            contents(c, tocFirst, toc);
            pageNumbers(c, 1);
        }
        finish(doc, book.title(), outline, author(book.puzzles()));
        return doc;
    }

    /**
     * One cell size per puzzle size (categories × items) across a book: the smallest cell any puzzle of that size
     * gets in its own layout, so that every puzzle of the size can have it.
     */
    static java.util.Map<String, Float> cellCaps(DocumentWriter w, List<PuzzleFacts> facts) {
        java.util.Map<String, Float> caps = new java.util.HashMap<>();
        for (int i = 0; i < facts.size(); i++) {
            PuzzleFacts f = facts.get(i);
            float cell = w.plan(f, w.title(f.puzzle(), i + 1), GridPicture.MAX_CELL).cell();
            caps.merge(sizeKey(f), cell, Math::min);
        }
        return caps;
    }

    static String sizeKey(PuzzleFacts f) {
        return f.puzzle().categoryCount() + "x" + f.puzzle().size();
    }

    private void titlePage(Canvas c, Book book) {
        c.newPage();
        float size = 30f;
        List<String> lines = c.wrapAtMost(book.title(), Face.SANS_BOLD, size, c.width(), 5);
        float y = c.top() - c.bodyHeight() * 0.28f;
        for (String line : lines) {
            c.textCentred(line, Face.SANS_BOLD, size, c.left() + c.width() / 2, y);
            y -= size * 1.25f;
        }
        y -= 10f;
        if (book.subtitle() != null && !book.subtitle().isBlank()) {
            for (String line : c.wrapAtMost(book.subtitle(), Face.SANS, 15f, c.width(), 4)) {
                c.textCentred(line, Face.SANS, 15f, c.left() + c.width() / 2, y);
                y -= 20f;
            }
        }
        y -= 20f;
        c.moveTo(c.bottom());
        c.textCentred(book.puzzles().size() == 1 ? messages.fill("book.count.one")
                : messages.fill("book.count", book.puzzles().size()), Face.SERIF, 13f,
                c.left() + c.width() / 2, y);
    }

    private static final float TOC_SIZE = 10.5f;
    private static final float TOC_LEADING = 16f;
    private static final float TOC_HEAD = 22f;

    private int tocPerPage(Canvas c, boolean first) {
        float h = c.bodyHeight() - (first ? TOC_HEAD * 2.2f : 0f);
        return Math.max(1, (int) Math.floor(h / TOC_LEADING));
    }

    private int tocPages(Canvas c, int lines) {
        int first = tocPerPage(c, true);
        if (lines <= first) {
            return 1;
        }
        int rest = tocPerPage(c, false);
        return 1 + (lines - first + rest - 1) / rest;
    }

    private int appendixTitle(Canvas c, String title) {
        c.newPageUnlessEmpty();
        int page = c.pageIndex();
        c.text(title, Face.SANS_BOLD, TOC_HEAD, c.left(), c.y() - TOC_HEAD * 0.8f);
        c.down(TOC_HEAD * 2f);
        return page;
    }

    private void contents(Canvas c, int firstPage, List<TocLine> toc) {
        int page = firstPage;
        c.reopen(page);
        c.text(messages.fill("contents.heading"), Face.SANS_BOLD, TOC_HEAD, c.left(), c.y() - TOC_HEAD * 0.8f);
        c.down(TOC_HEAD * 2.2f);
        int onPage = 0;
        int perPage = tocPerPage(c, true);
        float dotW = c.width(" .", Face.SERIF, TOC_SIZE);
        for (TocLine line : toc) {
            if (onPage == perPage) {
                c.reopen(++page);
                onPage = 0;
                perPage = tocPerPage(c, false);
            }
            String num = messages.fill("page.number", line.page() + 1);
            float numW = c.width(num, Face.SERIF, TOC_SIZE);
            float room = c.width() - numW - 3 * dotW;
            Face face = line.section() ? Face.SERIF_BOLD : Face.SERIF;
            String note = line.note() == null ? "" : messages.fill("contents.note", line.note());
            float noteW = note.isEmpty() ? 0 : c.width(note, Face.SANS, TOC_SIZE - 2f);
            String text = c.fit(line.text(), face, TOC_SIZE, room - noteW);
            float base = c.y() - TOC_SIZE * 0.8f;
            c.text(text, face, TOC_SIZE, c.left(), base);
            float textW = c.width(text, face, TOC_SIZE);
            if (!note.isEmpty()) {
                c.text(note, Face.SANS, TOC_SIZE - 2f, c.left() + textW, base, Canvas.GREY);
                textW += noteW;
            }
            // leaders on a fixed grid measured from the right edge, so that the dots line up from line to line
            float numRoom = c.width("000", Face.SERIF, TOC_SIZE);
            int dots = (int) Math.floor((c.width() - textW - numRoom - dotW) / dotW);
            if (dots > 0) {
                String leader = " .".repeat(dots);
                c.textRight(leader, Face.SERIF, TOC_SIZE, c.right() - numRoom - dotW / 2, base, 0.55f);
            }
            c.textRight(num, Face.SERIF, TOC_SIZE, c.right(), base, 0f);
            c.down(TOC_LEADING);
            onPage++;
        }
        c.close();
    }

    /** Numbers every page from {@code from} (0-based index) on, centred in the bottom margin. */
    private void pageNumbers(Canvas c, int from) {
        int n = c.doc().getNumberOfPages();
        for (int i = from; i < n; i++) {
            if (c.isBlank(i)) {
                continue;
            }
            c.reopen(i);
            String num = messages.fill("page.number", i + 1);
            c.text(num, Face.SERIF, 9f, c.left() + (c.width() - c.width(num, Face.SERIF, 9f)) / 2,
                    c.bottom() / 2, Canvas.GREY);
        }
        c.close();
    }

    // ---- outline and metadata ----

    /**
     * Gives the document an ID made from its pages' content (PDFBox would make one from the clock), so that the same
     * input always gives the same bytes.
     */
    private static void identify(PDDocument doc) {
        try {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
            md.update(Integer.toString(doc.getNumberOfPages()).getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            for (PDPage page : doc.getPages()) {
                try (java.io.InputStream in = page.getContents()) {
                    md.update(in.readAllBytes());
                }
            }
            byte[] id = java.util.Arrays.copyOf(md.digest(), 16);
            org.apache.pdfbox.cos.COSArray ids = new org.apache.pdfbox.cos.COSArray();
            ids.add(new org.apache.pdfbox.cos.COSString(id));
            ids.add(new org.apache.pdfbox.cos.COSString(id));
            doc.getDocument().getTrailer().setItem(org.apache.pdfbox.cos.COSName.ID, ids);
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot identify the document", e);
        }
    }

    /** The PDF bookmarks: top-level entries and one level of children. */
    private static final class Outline {
        private record Entry(int level, String title, int page) {
        }

        private final List<Entry> entries = new ArrayList<>();

        void add(int level, String title, int page) {
            entries.add(new Entry(level, title, page));
        }

        void attach(PDDocument doc) {
            PDDocumentOutline root = new PDDocumentOutline();
            PDOutlineItem parent = null;
            for (Entry e : entries) {
                PDOutlineItem item = new PDOutlineItem();
                item.setTitle(e.title().length() > 200 ? e.title().substring(0, e.title().offsetByCodePoints(0, Math.min(e.title().codePointCount(0, e.title().length()), 199))) + "…" : e.title());
                PDPage page = doc.getPage(e.page());
                PDPageXYZDestination dest = new PDPageXYZDestination();
                dest.setPage(page);
                dest.setTop((int) page.getMediaBox().getHeight());
                item.setDestination(dest);
                if (e.level() == 0 || parent == null) {
                    root.addLast(item);
                    parent = item;
                } else {
                    parent.addLast(item);
                }
            }
            doc.getDocumentCatalog().setDocumentOutline(root);
        }
    }

    /** The author of a document: the one author all its puzzles name, else none. */
    private static String author(List<Puzzle> puzzles) {
        String a = null;
        for (Puzzle p : puzzles) {
            String pa = p.author() == null || p.author().isBlank() ? null : p.author().strip();
            if (pa == null || (a != null && !a.equals(pa))) {
                return null;
            }
            a = pa;
        }
        return a;
    }

    private static void finish(PDDocument doc, String title, Outline outline, String author) {
        outline.attach(doc);
        identify(doc);
        // opens with the bookmarks shown; an sRGB output intent for the print shop's preflight
        doc.getDocumentCatalog().setPageMode(org.apache.pdfbox.pdmodel.PageMode.USE_OUTLINES);
        try {
            byte[] icc = java.awt.color.ICC_Profile.getInstance(java.awt.color.ColorSpace.CS_sRGB).getData();
            org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent intent =
                    new org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent(doc,
                            new java.io.ByteArrayInputStream(icc));
            intent.setInfo("sRGB IEC61966-2.1");
            intent.setOutputCondition("sRGB IEC61966-2.1");
            intent.setOutputConditionIdentifier("sRGB IEC61966-2.1");
            intent.setRegistryName("http://www.color.org");
            doc.getDocumentCatalog().addOutputIntent(intent);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        PDDocumentInformation info = doc.getDocumentInformation();
        if (author != null) {
            info.setAuthor(author);
        }
        info.setTitle(title);
        info.setCreator("Gridwright " + Engine.VERSION);
        doc.getDocumentCatalog().setLanguage("en");
        metadata(doc, title, author, "Gridwright " + Engine.VERSION);
    }

    /**
     * XMP metadata saying the same as the document information (title, author, creating tool) and identifying the
     * file as PDF/A-2b: every font embedded, an sRGB output intent, a document ID, no encryption, transparency or
     * dates; a print shop's preflight reads it.
     */
    private static void metadata(PDDocument doc, String title, String author, String tool) {
        String xmp = "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
                + "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                + "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                + "<rdf:Description rdf:about=\"\" xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\""
                + " xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">\n"
                + "<pdfaid:part>2</pdfaid:part>\n<pdfaid:conformance>B</pdfaid:conformance>\n"
                + "<dc:format>application/pdf</dc:format>\n"
                + "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + xml(title) + "</rdf:li></rdf:Alt></dc:title>\n"
                + (author == null ? "" : "<dc:creator><rdf:Seq><rdf:li>" + xml(author) + "</rdf:li></rdf:Seq></dc:creator>\n")
                + "<xmp:CreatorTool>" + xml(tool) + "</xmp:CreatorTool>\n"
                + "</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>";
        try {
            org.apache.pdfbox.pdmodel.common.PDMetadata md = new org.apache.pdfbox.pdmodel.common.PDMetadata(doc);
            md.importXMPMetadata(xmp.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            doc.getDocumentCatalog().setMetadata(md);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Text escaped for XML character data; characters XML 1.0 does not allow are left out. */
    static String xml(String s) {
        StringBuilder b = new StringBuilder(s.length());
        s.codePoints().forEach(cp -> {
            switch (cp) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                default -> {
                    if (cp == 0x9 || cp == 0xA || cp == 0xD || (cp >= 0x20 && cp <= 0xD7FF)
                            || (cp >= 0xE000 && cp <= 0xFFFD) || cp >= 0x10000) {
                        b.appendCodePoint(cp);
                    }
                }
            }
        });
        return b.toString();
    }
}

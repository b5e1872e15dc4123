package org.gridwright.core.db;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gridwright.core.io.BoundedFiles;
import org.gridwright.core.model.CategoryKind;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;

/**
 * Import of the older collection format: class folders of {@code .txt} files, one per category, whose first line
 * is {@code # <weight>} followed by one item per line. Ordinal categories live in a folder named {@code ordinal}
 * (they become the class {@code ordinal}). The older tree {@code categorical/<class>/…} plus {@code ordinal/} is
 * recognised too. Classes get weight 1 (the old format kept class weights in code); categories get their file
 * name as identifier and a heading made from it.
 */
public final class LegacyImport {
    /** The class ordinal categories come into. */
    public static final String ORDINAL = "ordinal";
    private static final Charset LEGACY = Charset.forName("windows-1250");

    private LegacyImport() {
    }

    /**
     * Reads a folder of the older format. Problems (a missing or bad weight line, an item twice, a file that is
     * not UTF-8) name the file, relative to {@code dir}, and the line.
     *
     * @throws IOException when {@code dir} is not a readable folder
     */
    public static LoadResult importFolder(Path dir) throws IOException {
        return importFolder(dir, Monitor.NONE);
    }

    /**
     * Reads a folder of the older format as {@link #importFolder(Path)} does, reporting progress in files read and
     * stopping soon after {@code monitor} is cancelled (between files, and every thousand lines in a long one).
     *
     * @throws CancelledException when cancelled
     */
    public static LoadResult importFolder(Path dir, Monitor monitor) throws IOException {
        if (!Files.exists(dir)) {
            throw new NoSuchFileException(dir.toString(), null, Msg.get("load.noFolder"));
        }
        if (!Files.isDirectory(dir)) {
            throw new NotDirectoryException(dir.toString());
        }
        List<Problem> problems = new ArrayList<>();
        List<DbClass> classes = new ArrayList<>();
        List<DbCategory> categories = new ArrayList<>();
        // links are followed only where they stay inside the folder imported (a link to /etc/passwd is no list)
        Path inside = dir.toRealPath();
        java.util.function.Predicate<Path> within = p -> {
            if (isInside(p, inside)) {
                return true;
            }
            problems.add(new Problem(dir.relativize(p).toString().replace('\\', '/'), 0, Msg.get("legacy.outside")));
            return false;
        };
        Path root = Files.isDirectory(dir.resolve("categorical")) && isInside(dir.resolve("categorical"), inside)
                ? dir.resolve("categorical") : dir;
        List<Path> folders = new ArrayList<>(sorted(root).stream().filter(Files::isDirectory)
                .filter(p -> !p.getFileName().toString().equals(ORDINAL)).filter(within).toList());
        Path ordinal = Files.isDirectory(root.resolve(ORDINAL)) ? root.resolve(ORDINAL)
                : Files.isDirectory(dir.resolve(ORDINAL)) ? dir.resolve(ORDINAL) : null;
        if (ordinal != null && within.test(ordinal)) {
            folders.add(ordinal);
        }
        Map<Path, List<Path>> files = new LinkedHashMap<>();
        long total = 0;
        for (Path folder : folders) {
            monitor.checkCancelled();
            List<Path> txt = sorted(folder).stream().filter(f -> Files.isRegularFile(f) && f.getFileName().toString()
                    .toLowerCase(java.util.Locale.ROOT).endsWith(".txt")).filter(within).toList();
            files.put(folder, txt);
            total += txt.size();
        }
        long done = 0;
        for (Path folder : folders) {
            boolean isOrdinal = folder.equals(ordinal);
            String cls = isOrdinal ? ORDINAL : folder.getFileName().toString();
            List<DbCategory> inClass = new ArrayList<>();
            for (Path f : files.get(folder)) {
                String fname = f.getFileName().toString();
                String rel = dir.relativize(f).toString().replace('\\', '/');
                monitor.checkCancelled();
                monitor.progress(done++, total, Msg.get("progress.import", rel));
                DbCategory c = readCategory(f, rel, cls, fname.substring(0, fname.length() - 4),
                        isOrdinal ? CategoryKind.ORDINAL : CategoryKind.CATEGORICAL, problems, monitor);
                if (c != null) {
                    inClass.add(c);
                }
            }
            if (!inClass.isEmpty()) {
                classes.add(new DbClass(cls, 1));
                categories.addAll(inClass);
            }
        }
        monitor.checkCancelled();
        monitor.progress(total, total, Msg.get("progress.imported"));
        if (classes.isEmpty()) {
            problems.add(new Problem(dir.getFileName() == null ? dir.toString() : dir.getFileName().toString(), 0,
                    Msg.get("legacy.nothing")));
        }
        return new LoadResult(new CategoryDatabase(classes, categories, List.of(), List.of()), problems);
    }

    /** Whether {@code p}, links resolved, lies in the folder {@code realDir} (itself resolved). */
    private static boolean isInside(Path p, Path realDir) {
        try {
            return p.toRealPath().startsWith(realDir);
        } catch (IOException e) {
            return false;
        }
    }

    private static List<Path> sorted(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    private static DbCategory readCategory(Path f, String rel, String cls, String id, CategoryKind kind,
            List<Problem> problems, Monitor monitor) throws IOException {
        byte[] bytes = BoundedFiles.read(f, BoundedFiles.MAX_BYTES);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, LEGACY);
            problems.add(new Problem(rel, 0, Msg.get("legacy.notUtf8")));
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String[] lines = text.split("\r\n|\r|\n", -1);
        double weight = 1;
        List<String> items = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        int start = 0;
        String first = lines.length > 0 ? lines[0].strip() : "";
        if (first.startsWith("#")) {
            double w = Numbers.weight(first.substring(1));
            if (Double.isNaN(w)) {
                problems.add(new Problem(rel, 1, Msg.get("legacy.badWeight", first)));
            } else {
                weight = w;
            }
            start = 1;
        } else {
            problems.add(new Problem(rel, 1, Msg.get("legacy.noWeight")));
        }
        for (int i = start; i < lines.length; i++) {
            if (i % CsvStore.Texts.EVERY == 0) {
                monitor.checkCancelled();
            }
            String item = lines[i].strip();
            if (item.isEmpty()) {
                continue;
            }
            if (item.startsWith("#")) {
                problems.add(new Problem(rel, i + 1, Msg.get("legacy.stray", item)));
                continue;
            }
            Integer before = seen.putIfAbsent(item, i + 1);
            if (before != null) {
                problems.add(new Problem(rel, i + 1, Msg.get("legacy.itemTwice", item, before)));
                continue;
            }
            items.add(item);
        }
        if (items.isEmpty()) {
            problems.add(new Problem(rel, 0, Msg.get("legacy.empty")));
            return null;
        }
        return DbCategory.of(cls, id, kind, weight, items);
    }
}

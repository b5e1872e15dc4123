package org.gridwright.editor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/** The puzzle files an author chose for a book: files as chosen, a folder as every {@code .lgp} in it by name (ignoring case). */
final class BookFiles {
    private BookFiles() {
    }

    /**
     * The files in book order: each chosen file where it was chosen, each chosen folder replaced by the {@code .lgp}
     * files directly in it, sorted by name; a file chosen twice counts once.
     */
    static List<Path> expand(List<Path> chosen) throws IOException {
        Set<Path> out = new LinkedHashSet<>();
        for (Path p : chosen) {
            if (Files.isDirectory(p)) {
                out.addAll(puzzlesIn(p));
            } else {
                out.add(p.toAbsolutePath().normalize());
            }
        }
        return new ArrayList<>(out);
    }

    /** The {@code .lgp} files directly in {@code folder}, sorted by name. */
    static List<Path> puzzlesIn(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(BookFiles::isPuzzle).filter(Files::isRegularFile)
                    .map(f -> f.toAbsolutePath().normalize())
                    .sorted(Comparator.comparing((Path f) -> f.getFileName().toString(), String.CASE_INSENSITIVE_ORDER)
                            .thenComparing(f -> f.getFileName().toString()))
                    .toList();
        }
    }

    static boolean isPuzzle(Path f) {
        Path n = f.getFileName();
        return n != null && n.toString().toLowerCase(Locale.ROOT).endsWith(".lgp");
    }

    /** The name a book of {@code files} is given first: the folder of the first file. */
    static String suggestedTitle(List<Path> files) {
        if (files.isEmpty()) {
            return "";
        }
        Path parent = files.get(0).toAbsolutePath().getParent();
        return parent == null || parent.getFileName() == null ? "" : parent.getFileName().toString();
    }
}

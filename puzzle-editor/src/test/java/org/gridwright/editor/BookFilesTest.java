package org.gridwright.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookFilesTest {

    private static Path touch(Path p) throws Exception {
        Files.createDirectories(p.getParent());
        Files.writeString(p, "{}");
        return p;
    }

    private static List<String> names(List<Path> ps) {
        return ps.stream().map(p -> p.getFileName().toString()).toList();
    }

    @Test
    void aFolderBecomesItsLgpFilesSortedByNameAndNothingElse(@TempDir Path dir) throws Exception {
        Path autumn = dir.resolve("Autumn");
        touch(autumn.resolve("c.lgp"));
        touch(autumn.resolve("a.lgp"));
        touch(autumn.resolve("B.LGP"));
        touch(autumn.resolve("notes.txt"));
        touch(autumn.resolve("a.lgp.pdf"));
        touch(autumn.resolve("inner/d.lgp"));
        Files.createDirectories(autumn.resolve("folder.lgp"));
        List<Path> files = BookFiles.expand(List.of(autumn));
        assertEquals(List.of("a.lgp", "B.LGP", "c.lgp"), names(files));
        assertEquals("Autumn", BookFiles.suggestedTitle(files));
    }

    @Test
    void chosenFilesKeepTheirOrderAndAFileChosenTwiceCountsOnce(@TempDir Path dir) throws Exception {
        Path z = touch(dir.resolve("set/z.lgp"));
        Path y = touch(dir.resolve("set/y.lgp"));
        Path other = touch(dir.resolve("other/x.lgp"));
        List<Path> files = BookFiles.expand(List.of(z, other.getParent(), y, dir.resolve("set/../set/z.lgp")));
        assertEquals(List.of("z.lgp", "x.lgp", "y.lgp"), names(files));
        assertEquals("set", BookFiles.suggestedTitle(files));
    }

    @Test
    void anEmptyFolderGivesNoFiles(@TempDir Path dir) throws Exception {
        assertEquals(List.of(), BookFiles.expand(List.of(dir)));
        assertEquals("", BookFiles.suggestedTitle(List.of()));
    }

    @Test
    void theSuggestedPdfNameIsTheTitleWithoutCharactersFileSystemsRefuse() {
        assertEquals("Autumn 2026.pdf", BookExport.fileName("  Autumn 2026 "));
        assertEquals("Puzzles- A-B.pdf", BookExport.fileName("Puzzles: A/B"));
        assertEquals("book.pdf", BookExport.fileName(""));
        assertEquals("book.hidden.pdf", BookExport.fileName(".hidden"));
    }
}

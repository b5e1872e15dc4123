package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LegacyImportTest {
    @TempDir
    Path dir;

    private void write(String rel, String text) throws IOException {
        Path p = dir.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private void assertProblem(LoadResult r, String file, long line, String word) {
        assertTrue(r.problems().stream().anyMatch(p -> p.file().equals(file) && p.line() == line
                && p.message().contains(word)), "no " + file + ":" + line + " '" + word + "' in " + r.problems());
    }

    @Test
    void importsClassFoldersAndOrdinalCategories() throws IOException {
        write("names/imiona.txt", "# 4\nAleksandra\nAntonina\n\nAnna\n");
        write("names/nazwiska.txt", "# 2\r\nNowak\r\nKowalski\r\n");
        write("nature/kwiaty.txt", "# 6\nróża\ntulipan\n");
        write("ordinal/dni_tygodnia.txt", "# 10\nponiedziałek\nwtorek\nśroda\n");
        write("names/notes.md", "not a category");
        LoadResult r = LegacyImport.importFolder(dir);
        assertEquals(List.of(), r.problems());
        CategoryDatabase db = r.db();
        assertEquals(List.of("names", "nature", "ordinal"), db.classes().stream().map(DbClass::name).toList());
        DbCategory imiona = db.category("names", "imiona").orElseThrow();
        assertEquals(4.0, imiona.weight());
        assertEquals(List.of("Aleksandra", "Antonina", "Anna"), imiona.items());
        assertEquals(CategoryKind.CATEGORICAL, imiona.kind());
        DbCategory dni = db.category("ordinal", "dni_tygodnia").orElseThrow();
        assertEquals(CategoryKind.ORDINAL, dni.kind());
        assertEquals("Dni tygodnia", dni.name());
        assertEquals(List.of("poniedziałek", "wtorek", "środa"), dni.items());
        assertEquals(List.of("Nowak", "Kowalski"), db.category("names", "nazwiska").orElseThrow().items());
    }

    @Test
    void recognisesTheOldCategoricalTree() throws IOException {
        write("categorical/items/meble.txt", "# 5\nstół\nkrzesło\n");
        write("ordinal/rozmiar.txt", "# 7\nS\nM\nL\n");
        LoadResult r = LegacyImport.importFolder(dir);
        assertEquals(List.of(), r.problems());
        assertEquals(List.of("items", "ordinal"), r.db().classes().stream().map(DbClass::name).toList());
    }

    @Test
    void reportsProblemsWithFileAndLineAndImportsTheRest() throws IOException {
        write("a/noweight.txt", "Alpha\nBeta\n");
        write("a/badweight.txt", "# heavy\nGamma\nDelta\n");
        write("a/twice.txt", "# 1\nEta\nTheta\nEta\n# 3\n");
        write("a/empty.txt", "# 2\n\n");
        Files.write(dir.resolve("a/latin2.txt"), "# 1\nżółw\n".getBytes(Charset.forName("windows-1250")));
        LoadResult r = LegacyImport.importFolder(dir);
        assertProblem(r, "a/noweight.txt", 1, "'# <weight>'");
        assertProblem(r, "a/badweight.txt", 1, "heavy");
        assertProblem(r, "a/twice.txt", 4, "line 2");
        assertProblem(r, "a/twice.txt", 5, "# 3");
        assertProblem(r, "a/empty.txt", 0, "no items");
        assertProblem(r, "a/latin2.txt", 0, "UTF-8");
        assertEquals(6, r.problems().size(), r.problems().toString());
        CategoryDatabase db = r.db();
        assertEquals(List.of("Alpha", "Beta"), db.category("a", "noweight").orElseThrow().items());
        assertEquals(List.of("Gamma", "Delta"), db.category("a", "badweight").orElseThrow().items());
        assertEquals(List.of("Eta", "Theta"), db.category("a", "twice").orElseThrow().items());
        assertEquals(List.of("żółw"), db.category("a", "latin2").orElseThrow().items());
        assertTrue(db.category("a", "empty").isEmpty());
    }

    @Test
    void anImportSavesAsADatabaseThatLoadsBackEqual() throws IOException {
        write("names/imiona.txt", "# 4\nAleksandra\nAntonina\n");
        write("ordinal/dni.txt", "# 10\npn\nwt\n");
        CategoryDatabase db = LegacyImport.importFolder(dir).db();
        Path out = dir.resolve("out");
        db.save(out);
        assertEquals(db, CategoryDatabase.load(out).db());
    }

    @Test
    void aMissingFolderIsAnIOException() {
        assertThrows(IOException.class, () -> LegacyImport.importFolder(dir.resolve("nope")));
    }
}

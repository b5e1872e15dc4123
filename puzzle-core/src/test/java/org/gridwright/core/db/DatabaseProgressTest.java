package org.gridwright.core.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.gridwright.core.task.CancelledException;
import org.gridwright.core.task.Monitor;
import org.gridwright.core.task.RecordingMonitor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Loading, saving and importing report real progress and stop when cancelled; a stopped save changes nothing. */
class DatabaseProgressTest {
    /** 40 categories of 250 items: 10,000 item rows, so about twenty reports while loading. */
    static CategoryDatabase big;

    @TempDir
    Path tmp;

    @BeforeAll
    static void makeDatabase() {
        big = DbBench.synthetic(40, 250, 7);
    }

    /** Every file of a folder with its bytes. */
    static Map<String, byte[]> snapshot(Path dir) throws IOException {
        Map<String, byte[]> out = new TreeMap<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.toList()) {
                out.put(p.getFileName().toString(), Files.isRegularFile(p) ? Files.readAllBytes(p) : new byte[0]);
            }
        }
        return out;
    }

    static void assertSameFiles(Map<String, byte[]> before, Map<String, byte[]> after) {
        assertEquals(before.keySet(), after.keySet(), "the folder holds other files");
        for (String f : before.keySet()) {
            assertArrayEquals(before.get(f), after.get(f), f + " changed");
        }
    }

    @Test
    void loadReportsLinesMonotonelyUpToTheTotalAndReadsTheSameDatabase() throws IOException {
        big.save(tmp);
        RecordingMonitor m = new RecordingMonitor();
        LoadResult r = CategoryDatabase.load(tmp, m);
        assertEquals(big, r.db());
        assertNull(m.whyNotMonotone(true), m.whyNotMonotone(true));
        long lines = 0;
        for (String f : CsvStore.FILES) {
            lines += Files.readAllLines(tmp.resolve(f)).size();
        }
        long items = Files.readAllLines(tmp.resolve(CsvStore.ITEMS)).size();
        assertEquals(lines + items, m.reports().get(0).total(), "units: every line parsed, item lines checked");
        assertTrue(m.reports().size() >= 2 * big.itemCount() / CsvStore.Texts.EVERY,
                "reports come every thousand lines or so, not only at the end: " + m.reports().size());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 5, 10, 15, 19})
    void cancellingALoadStopsAtItsNextCheck(int cancelAt) throws IOException {
        big.save(tmp);
        RecordingMonitor m = new RecordingMonitor(cancelAt);
        assertThrows(CancelledException.class, () -> CategoryDatabase.load(tmp, m));
        assertEquals(cancelAt, m.reports().size());
        assertEquals(0, m.reportsAfterCancel());
    }

    @Test
    void aLoadCancelledBeforeItStartsReadsNothing() throws IOException {
        big.save(tmp);
        assertThrows(CancelledException.class, () -> CategoryDatabase.load(tmp, Monitor.CANCELLED));
    }

    @Test
    void saveReportsLinesWrittenMonotonelyUpToTheTotal() throws IOException {
        RecordingMonitor m = new RecordingMonitor();
        big.save(tmp, m);
        assertNull(m.whyNotMonotone(true), m.whyNotMonotone(true));
        long lines = 0;
        for (String f : CsvStore.FILES) {
            lines += Files.readAllLines(tmp.resolve(f)).size();
        }
        assertEquals(lines + 1, m.reports().get(0).total(), "units: every CSV line, and the README as one");
        assertEquals(big, CategoryDatabase.load(tmp).db());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 6, 9, 12})
    void aCancelledSaveLeavesTheOldFilesByteIdenticalAndNothingElse(int cancelAt) throws IOException {
        CategoryDatabase old = RoundTripTest.handMade();
        old.save(tmp);
        Map<String, byte[]> before = snapshot(tmp);
        RecordingMonitor m = new RecordingMonitor(cancelAt);
        assertThrows(CancelledException.class, () -> big.save(tmp, m));
        assertEquals(0, m.reportsAfterCancel());
        assertSameFiles(before, snapshot(tmp));
        assertEquals(old, CategoryDatabase.load(tmp).db());
    }

    @Test
    void aSaveCancelledAfterItsLastReportStillDoesNotReplaceTheFiles() throws IOException {
        RecordingMonitor full = new RecordingMonitor();
        big.save(tmp.resolve("count"), full);
        int reports = full.reports().size();
        Path dir = Files.createDirectories(tmp.resolve("db"));
        RoundTripTest.handMade().save(dir);
        Map<String, byte[]> before = snapshot(dir);
        // cancelled at the last report before the files are moved (the one after is "saved")
        assertThrows(CancelledException.class, () -> big.save(dir, new RecordingMonitor(reports - 1)));
        assertSameFiles(before, snapshot(dir));
    }

    @Test
    void aSaveThatFailsWhileReplacingPutsBackTheFilesAlreadyReplaced() throws IOException {
        CategoryDatabase old = RoundTripTest.handMade().withoutLabel("Score", "Score");
        old.save(tmp);
        // labels.csv, the last CSV file, cannot be replaced: a folder with something in it stands there
        Files.delete(tmp.resolve(CsvStore.LABELS));
        Files.createDirectories(tmp.resolve(CsvStore.LABELS).resolve("inside"));
        Map<String, byte[]> before = snapshot(tmp);
        assertThrows(IOException.class, () -> big.save(tmp));
        assertSameFiles(before, snapshot(tmp));
        assertEquals(old.classes(), CategoryDatabase.load(tmp).db().classes());
        assertEquals(old.categories(), CategoryDatabase.load(tmp).db().categories());
    }

    @Test
    void aSaveIntoAnEmptyFolderThatFailsLeavesItEmpty() throws IOException {
        Files.createDirectories(tmp.resolve(CsvStore.README).resolve("inside"));
        Map<String, byte[]> before = snapshot(tmp);
        assertThrows(IOException.class, () -> big.save(tmp));
        assertSameFiles(before, snapshot(tmp));
    }

    private Path legacyFolder(int files) throws IOException {
        Path dir = tmp.resolve("legacy");
        for (int i = 0; i < files; i++) {
            Path f = dir.resolve("class" + i % 3).resolve("cat" + i + ".txt");
            Files.createDirectories(f.getParent());
            Files.writeString(f, "# 2\nalpha" + i + "\nbeta" + i + "\ngamma" + i + "\n", StandardCharsets.UTF_8);
        }
        return dir;
    }

    @Test
    void importReportsFilesReadUpToTheTotal() throws IOException {
        Path dir = legacyFolder(12);
        RecordingMonitor m = new RecordingMonitor();
        LoadResult r = LegacyImport.importFolder(dir, m);
        assertEquals(12, r.db().categories().size());
        assertNull(m.whyNotMonotone(true), m.whyNotMonotone(true));
        assertEquals(12, m.reports().get(0).total());
        assertEquals(13, m.reports().size(), "one report before each file and one at the end");
        assertEquals(LegacyImport.importFolder(dir).db(), r.db());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 12})
    void cancellingAnImportStopsBeforeTheNextFile(int cancelAt) throws IOException {
        Path dir = legacyFolder(12);
        RecordingMonitor m = new RecordingMonitor(cancelAt);
        assertThrows(CancelledException.class, () -> LegacyImport.importFolder(dir, m));
        assertEquals(0, m.reportsAfterCancel());
    }

    @Test
    void aLongLegacyFileIsCancelledWithinIt() throws IOException {
        Path f = tmp.resolve("legacy/words/long.txt");
        Files.createDirectories(f.getParent());
        StringBuilder sb = new StringBuilder("# 1\n");
        for (int i = 0; i < 5000; i++) {
            sb.append("word").append(i).append('\n');
        }
        Files.writeString(f, sb);
        // checks: the folder listing, the file, then every 1,024 lines in it: the third check is inside the file
        int[] checks = {0};
        RecordingMonitor reports = new RecordingMonitor();
        Monitor cancelAtTheThirdCheck = new Monitor() {
            @Override
            public void progress(long done, long total, String message) {
                reports.progress(done, total, message);
            }

            @Override
            public boolean isCancelled() {
                return ++checks[0] >= 3;
            }
        };
        assertThrows(CancelledException.class, () -> LegacyImport.importFolder(tmp.resolve("legacy"),
                cancelAtTheThirdCheck));
        assertEquals(3, checks[0]);
        assertEquals(1, reports.reports().size(), "cancelled after the file began, before the import ended");
    }
}

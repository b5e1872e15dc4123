package org.gridwright.core.db;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gridwright.core.model.CategoryKind;

/**
 * Speed figures for a large database (not a test): {@code java -cp <test and main classes + deps>
 * org.gridwright.core.db.DbBench [categories] [items per category]}. Prints load, duplicates, search and draw times.
 */
public final class DbBench {
    private DbBench() {
    }

    /** A synthetic database of made-up words; about one item in a hundred repeats an earlier one. */
    static CategoryDatabase synthetic(int categories, int perCategory, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int classes = Math.max(1, categories / 20);
        List<DbClass> cls = new ArrayList<>();
        for (int c = 0; c < classes; c++) {
            cls.add(new DbClass("class" + c, 1 + rnd.nextInt(10)));
        }
        List<DbCategory> cats = new ArrayList<>();
        List<String> earlier = new ArrayList<>();
        for (int i = 0; i < categories; i++) {
            List<String> items = new ArrayList<>();
            java.util.Set<String> seen = new java.util.HashSet<>();
            while (items.size() < perCategory) {
                String w;
                if (!earlier.isEmpty() && rnd.nextInt(100) == 0) {
                    w = earlier.get(rnd.nextInt(earlier.size()));
                } else {
                    StringBuilder sb = new StringBuilder();
                    int len = 4 + rnd.nextInt(8);
                    for (int j = 0; j < len; j++) {
                        sb.append((char) ('a' + rnd.nextInt(26)));
                    }
                    w = sb.toString();
                }
                if (seen.add(w)) {
                    items.add(w);
                    earlier.add(w);
                }
            }
            CategoryKind kind = i % 10 == 0 ? CategoryKind.ORDINAL : CategoryKind.CATEGORICAL;
            cats.add(DbCategory.of("class" + (i % classes), "category" + i, kind, 1 + rnd.nextInt(5), items));
        }
        CategoryDatabase bundled = CategoryDatabase.bundled();
        return new CategoryDatabase(cls, cats, bundled.schemes(), bundled.labels());
    }

    public static void main(String[] args) throws IOException, DrawException {
        int categories = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int per = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        Path dir = Files.createTempDirectory("gridwright-dbbench");
        CategoryDatabase db = synthetic(categories, per, 42);
        long t0 = System.nanoTime();
        db.save(dir);
        long t1 = System.nanoTime();
        System.out.printf("database: %d categories, %d items; save %.0f ms%n", db.categories().size(), db.itemCount(),
                (t1 - t0) / 1e6);
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= 5; round++) {
            long[] wall = new long[6];
            long[] cpu = new long[6];
            wall[0] = System.nanoTime();
            cpu[0] = mx.getCurrentThreadCpuTime();
            LoadResult r = CategoryDatabase.load(dir);
            wall[1] = System.nanoTime();
            cpu[1] = mx.getCurrentThreadCpuTime();
            List<Duplicates.Duplicate> d = Duplicates.find(r.db());
            wall[2] = System.nanoTime();
            cpu[2] = mx.getCurrentThreadCpuTime();
            WordSearch.Result s = WordSearch.find(r.db(), "abc");
            wall[3] = System.nanoTime();
            cpu[3] = mx.getCurrentThreadCpuTime();
            WordSearch.Result s2 = WordSearch.find(r.db(), "q");
            wall[4] = System.nanoTime();
            cpu[4] = mx.getCurrentThreadCpuTime();
            r.db().draw(new SplittableRandom(round), DrawRequest.of(8, 8).withOrdinal(0, 2).withNumerical(0, 2));
            wall[5] = System.nanoTime();
            cpu[5] = mx.getCurrentThreadCpuTime();
            String[] what = {"load (" + r.problems().size() + " problems)", "duplicates incl. index (" + d.size() + ")",
                "search 'abc' (" + s.hits().size() + " hits)", "search 'q' (" + s2.hits().size() + " hits)",
                "draw 8x8"};
            StringBuilder sb = new StringBuilder("round " + round + ":");
            for (int i = 0; i < what.length; i++) {
                sb.append(String.format(" %s %.0f ms wall / %.0f ms cpu;", what[i], (wall[i + 1] - wall[i]) / 1e6,
                        (cpu[i + 1] - cpu[i]) / 1e6));
            }
            System.out.println(sb);
        }
        cancelLatency(dir);
    }

    /**
     * How soon a load stops once cancelled: a second thread cancels when the load has reported half its total, and
     * the time from then to the {@link org.gridwright.core.task.CancelledException} is printed.
     */
    private static void cancelLatency(Path dir) throws IOException {
        for (int round = 1; round <= 3; round++) {
            long[] cancelledAt = {0};
            org.gridwright.core.task.Monitor m = new org.gridwright.core.task.Monitor() {
                private volatile boolean cancelled;

                @Override
                public void progress(long done, long total, String message) {
                    if (!cancelled && done * 2 >= total && total > 0) {
                        Thread t = new Thread(() -> {
                            cancelledAt[0] = System.nanoTime();
                            cancelled = true;
                        });
                        t.start();
                        try {
                            t.join();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }

                @Override
                public boolean isCancelled() {
                    return cancelled;
                }
            };
            long start = System.nanoTime();
            try {
                CategoryDatabase.load(dir, m);
                System.out.println("cancel: the load was not cancelled");
            } catch (org.gridwright.core.task.CancelledException e) {
                long end = System.nanoTime();
                System.out.printf("cancel %d: load stopped %.1f ms after cancel at half way (%.0f ms in)%n", round,
                        (end - cancelledAt[0]) / 1e6, (cancelledAt[0] - start) / 1e6);
            }
        }
    }
}

package org.gridwright.categories;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.Duplicates;
import org.gridwright.core.db.LoadResult;
import org.gridwright.core.db.WordSearch;
import org.gridwright.core.model.CategoryKind;

/**
 * Speed figures of the category manager on a large database (not a test): what the windows do off and on the
 * Swing thread. Run from the module directory after {@code mvn package}, with the module's classes, test classes,
 * {@code ../puzzle-core/target/classes} and the jars of Commons CSV, Jackson, openide-util(-lookup, -ui), openide-awt
 * and JFreeChart on the class path: {@code java -cp … org.gridwright.categories.CategoryManagerBench [categories
 * [items per category [folder to keep the database in]]]} (1000 and 200 by default; a temporary folder). Prints
 * wall and CPU time of each step for five rounds.
 */
public final class CategoryManagerBench {
    private CategoryManagerBench() {
    }

    /** Made-up words in 50 classes; one item in about 200 repeats an item of an earlier category. */
    static CategoryDatabase large(int categories, int perCategory) {
        SplittableRandom rnd = new SplittableRandom(7);
        List<DbClass> classes = new ArrayList<>();
        for (int c = 0; c < 50; c++) {
            classes.add(new DbClass("class" + c, 1 + c % 7));
        }
        List<DbCategory> cats = new ArrayList<>();
        List<String> pool = new ArrayList<>();
        for (int i = 0; i < categories; i++) {
            java.util.LinkedHashSet<String> items = new java.util.LinkedHashSet<>();
            while (items.size() < perCategory) {
                boolean repeat = !pool.isEmpty() && rnd.nextInt(200) == 0;
                items.add(repeat ? pool.get(rnd.nextInt(pool.size())) : Long.toString(rnd.nextLong(1L << 50), 36));
            }
            pool.addAll(items);
            cats.add(DbCategory.of("class" + i % 50, "cat" + i, i % 8 == 0 ? CategoryKind.ORDINAL
                    : CategoryKind.CATEGORICAL, 1 + i % 5, List.copyOf(items)));
        }
        return new CategoryDatabase(classes, cats, List.of(), List.of());
    }

    public static void main(String[] args) throws IOException {
        int categories = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int per = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        Path dir = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("gridwright-cmbench");
        large(categories, per).save(dir);
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int round = 1; round <= 5; round++) {
            Timer t = new Timer(mx);
            LoadResult r = CategoryDatabase.load(dir);
            CategoryWorkspace ws = new CategoryWorkspace(CategoryDatabase.empty(), dir.resolve("unused"), p -> { });
            ws.openFolder(r.db(), dir);
            DbView view = ws.view();
            int nodes = 0;
            for (DbClass c : view.database().classes()) {
                nodes += 1 + view.database().categoriesOf(c.name()).size();
            }
            ChartData.classes(view, CategoryKind.CATEGORICAL);
            t.lap("open (load, statistics, " + nodes + " tree keys, chart) of " + r.db().itemCount() + " items");
            List<PlaceRows.Row> dupes = PlaceRows.duplicates(Duplicates.find(ws.database()));
            t.lap("duplicates incl. first index (" + dupes.size() + " rows)");
            List<PlaceRows.Row> hits = PlaceRows.search(WordSearch.find(ws.database(), "abc"));
            t.lap("search 'abc' (" + hits.size() + " rows)");
            DbClass c0 = ws.database().classes().get(0);
            ws.edit("weight", d -> d.withClass(c0.withWeight(c0.weight() + 1)));
            ws.view();
            t.lap("weight edit + statistics");
            List<PlaceRows.Row> after = PlaceRows.duplicates(Duplicates.find(ws.database()));
            t.lap("duplicates after the edit (new index, " + after.size() + " rows)");
            ws.undoRedo().undo();
            t.lap("undo");
            System.out.println("round " + round + ": " + t);
        }
    }

    private static final class Timer {
        private final ThreadMXBean mx;
        private final StringBuilder out = new StringBuilder();
        private long wall = System.nanoTime();
        private long cpu;

        Timer(ThreadMXBean mx) {
            this.mx = mx;
            this.cpu = mx.getCurrentThreadCpuTime();
        }

        void lap(String what) {
            long w = System.nanoTime();
            long c = mx.getCurrentThreadCpuTime();
            out.append(String.format("%n  %s: %.0f ms wall / %.0f ms cpu", what, (w - wall) / 1e6, (c - cpu) / 1e6));
            wall = System.nanoTime();
            cpu = mx.getCurrentThreadCpuTime();
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }
}

package org.gridwright.categories;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.Statistics;
import org.gridwright.core.model.CategoryKind;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.StatusDisplayer;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;
import org.gridwright.core.io.AtomicFiles;
import org.gridwright.workbench.Palette;

/**
 * Window › Category Statistics: totals, counts per kind and per class (mean / min / max items per category), and
 * two charts — the probability of each class for a slot of a kind, and of each category within a class — that
 * follow every edit and can be saved as PNG.
 */
@TopComponent.Description(preferredID = "StatisticsTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false, position = 400)
@ActionID(category = "Window", id = "org.gridwright.categories.StatisticsTopComponent")
@ActionReference(path = "Menu/Window", position = 170)
@TopComponent.OpenActionRegistration(displayName = "#CTL_StatisticsAction", preferredID = "StatisticsTopComponent")
@Messages({
    "CTL_StatisticsAction=Category Statistics",
    "CTL_StatisticsTopComponent=Category Statistics",
    "HINT_StatisticsTopComponent=Counts and drawing probabilities of the category database",
    "# {0} - classes", "# {1} - categories", "# {2} - items", "# {3} - mean", "# {4} - min", "# {5} - max",
    "LBL_Totals={0} classes, {1} categories, {2} items; items per category: mean {3}, min {4}, max {5}",
    "# {0} - kind", "# {1} - categories", "# {2} - items", "LBL_KindTotals={0}: {1} categories, {2} items",
    "# {0} - schemes", "# {1} - labels", "LBL_SchemeTotals=numerical schemes: {0}, label patterns: {1}",
    "LBL_ProbabilityNote=Probabilities are for one slot of a kind in a puzzle of 2 items per category.",
    "# {0} - kind", "CHART_Classes=Probability of each class ({0} slot)",
    "# {0} - class", "CHART_Categories=Probability of each category within {0}",
    "AXIS_Percent=%",
    "LBL_SlotKind=Slot kind:",
    "LBL_ClassChoice=Class:",
    "BTN_SavePng=Save as PNG…",
    "# {0} - file", "MSG_PngSaved=Saved the chart to {0}",
    "# {0} - file", "# {1} - reason", "ERR_Png=Cannot save the chart to {0}: {1}"
})
public final class StatisticsTopComponent extends DatabaseWindow {
    private final JLabel totals = new JLabel();
    private final ClassStatsTableModel classTable = new ClassStatsTableModel();
    private final JComboBox<CategoryKind> kind = new JComboBox<>();
    private final JComboBox<String> cls = new JComboBox<>();
    private final ChartPanel classChart = new ChartPanel(null);
    private final ChartPanel categoryChart = new ChartPanel(null);
    private boolean updating;

    public StatisticsTopComponent() {
        setName(Bundle.CTL_StatisticsTopComponent());
        setToolTipText(Bundle.HINT_StatisticsTopComponent());
        setLayout(new BorderLayout());
        associateLookup(databaseLookup());
        kind.setRenderer(CodeRenderer.of(CategoryKind::code));
        totals.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        add(totals, BorderLayout.NORTH);
        JTable table = new JTable(classTable);
        table.setAutoCreateRowSorter(true);
        JPanel charts = new JPanel(new GridLayout(1, 2, 8, 0));
        charts.add(chartBox(classChart, Bundle.LBL_SlotKind(), kind));
        charts.add(chartBox(categoryChart, Bundle.LBL_ClassChoice(), cls));
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(table), charts);
        split.setResizeWeight(0.3);
        add(split, BorderLayout.CENTER);
        kind.addActionListener(e -> {
            if (!updating) {
                update();
            }
        });
        cls.addActionListener(e -> {
            if (!updating) {
                update();
            }
        });
        table.getSelectionModel().addListSelectionListener(e -> {
            int r = table.getSelectedRow();
            if (!e.getValueIsAdjusting() && r >= 0) {
                cls.setSelectedItem(table.getValueAt(r, 0));
            }
        });
    }

    private JPanel chartBox(ChartPanel chart, String choiceLabel, JComboBox<?> choice) {
        JPanel box = new JPanel(new BorderLayout());
        JPanel bar = new JPanel(new FlowLayout(FlowLayout.LEFT));
        bar.add(new JLabel(choiceLabel));
        bar.add(choice);
        JButton png = new JButton(Bundle.BTN_SavePng());
        png.addActionListener(e -> savePng(chart.getChart()));
        bar.add(png);
        box.add(bar, BorderLayout.NORTH);
        box.add(chart, BorderLayout.CENTER);
        return box;
    }

    private void update() {
        DbView view = CategoryManager.workspace().view();
        Statistics s = view.statistics();
        StringBuilder html = new StringBuilder("<html>");
        html.append(Bundle.LBL_Totals(s.classes(), s.categories(), s.items(),
                String.format(java.util.Locale.getDefault(), "%.1f", s.all().mean()), s.all().min(), s.all().max()));
        html.append("<br>");
        boolean first = true;
        for (Map.Entry<CategoryKind, Statistics.Counts> e : s.byKind().entrySet()) {
            html.append(first ? "" : "; ").append(Bundle.LBL_KindTotals(e.getKey().code(), e.getValue().categories(),
                    e.getValue().items()));
            first = false;
        }
        html.append("; ").append(Bundle.LBL_SchemeTotals(s.schemes().size(), s.labels()));
        html.append("<br><i>").append(Bundle.LBL_ProbabilityNote()).append("</i>");
        totals.setText(html.toString());
        classTable.setStatistics(s);

        updating = true;
        try {
            CategoryKind k = (CategoryKind) kind.getSelectedItem();
            kind.removeAllItems();
            for (CategoryKind x : view.drawableKinds()) {
                kind.addItem(x);
            }
            kind.setSelectedItem(k != null && view.drawableKinds().contains(k) ? k
                    : view.drawableKinds().isEmpty() ? null : view.drawableKinds().get(0));
            String c = (String) cls.getSelectedItem();
            cls.removeAllItems();
            for (DbClass x : view.database().classes()) {
                cls.addItem(x.name());
            }
            if (c != null && view.database().dbClass(c).isPresent()) {
                cls.setSelectedItem(c);
            }
        } finally {
            updating = false;
        }
        CategoryKind k = (CategoryKind) kind.getSelectedItem();
        classChart.setChart(k == null ? null
                : onScreen(chart(Bundle.CHART_Classes(k.code()), ChartData.classes(view, k), new Color(0x3f6fb5))));
        String c = (String) cls.getSelectedItem();
        categoryChart.setChart(c == null ? null
                : onScreen(chart(Bundle.CHART_Categories(c), ChartData.categoriesWithin(view, c), new Color(0xc98d2b))));
    }

    private static JFreeChart onScreen(JFreeChart chart) {
        paint(chart, Palette.current());
        return chart;
    }

    static JFreeChart chart(String title, org.jfree.data.category.CategoryDataset data, Color color) {
        JFreeChart chart = ChartFactory.createBarChart(title, null, Bundle.AXIS_Percent(), data,
                PlotOrientation.HORIZONTAL, false, true, false);
        CategoryPlot plot = chart.getCategoryPlot();
        paint(chart, Palette.LIGHT);
        BarRenderer r = (BarRenderer) plot.getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, color);
        chart.getTitle().setFont(chart.getTitle().getFont().deriveFont(13f));
        return chart;
    }

    /**
     * Colours {@code chart} with {@code p}: the look's on screen (dark in the dark look), white paper in a saved PNG.
     */
    static void paint(JFreeChart chart, Palette p) {
        chart.setBackgroundPaint(p.background());
        chart.getTitle().setPaint(p.text());
        CategoryPlot plot = chart.getCategoryPlot();
        plot.setBackgroundPaint(p.background());
        plot.setRangeGridlinePaint(p.lines());
        plot.setOutlinePaint(p.lines());
        for (org.jfree.chart.axis.Axis a : new org.jfree.chart.axis.Axis[] {plot.getDomainAxis(), plot.getRangeAxis()}) {
            a.setLabelPaint(p.text());
            a.setTickLabelPaint(p.text());
            a.setAxisLinePaint(p.frame());
            a.setTickMarkPaint(p.frame());
        }
    }

    private void savePng(JFreeChart shown) {
        if (shown == null) {
            return;
        }
        JFreeChart chart;
        try {
            chart = (JFreeChart) shown.clone();
        } catch (CloneNotSupportedException e) {
            chart = shown;
        }
        paint(chart, Palette.LIGHT);
        JFileChooser fc = new JFileChooser();
        fc.setFileFilter(new FileNameExtensionFilter("PNG", "png"));
        if (fc.showSaveDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path file = fc.getSelectedFile().toPath();
        if (!file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            file = file.resolveSibling(file.getFileName() + ".png");
        }
        try {
            writePng(chart, file, 900, 600);
            StatusDisplayer.getDefault().setStatusText(Bundle.MSG_PngSaved(file));
        } catch (IOException e) {
            CategoryManager.error(Bundle.ERR_Png(file, e.getMessage()));
        }
    }

    /** Writes the chart as a PNG atomically, like every file the workbench saves. */
    static void writePng(JFreeChart chart, Path file, int width, int height) throws IOException {
        AtomicFiles.write(file, out -> ChartUtils.writeChartAsPNG(out, chart, width, height));
    }

    @Override
    protected void databaseChanged() {
        update();
    }
}

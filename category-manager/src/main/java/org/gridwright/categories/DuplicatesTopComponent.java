package org.gridwright.categories;

import java.awt.BorderLayout;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import org.gridwright.core.db.Duplicates;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * Window › Category Duplicates: every item that occurs more than once (in two categories, or twice in one up to
 * case), one row per place. Double-click (or Enter) opens the category at that item. Follows every edit.
 */
@TopComponent.Description(preferredID = "DuplicatesTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "output", openAtStartup = false, position = 300)
@ActionID(category = "Window", id = "org.gridwright.categories.DuplicatesTopComponent")
@ActionReference(path = "Menu/Window", position = 150)
@TopComponent.OpenActionRegistration(displayName = "#CTL_DuplicatesAction", preferredID = "DuplicatesTopComponent")
@Messages({
    "CTL_DuplicatesAction=Category Duplicates",
    "CTL_DuplicatesTopComponent=Duplicates",
    "HINT_DuplicatesTopComponent=Items that occur in more than one place; double-click to open",
    "# {0} - items", "# {1} - places", "LBL_DuplicateCount={0} duplicated items in {1} places (double-click a row to open it)",
    "LBL_Working=Looking…"
})
public final class DuplicatesTopComponent extends DatabaseWindow {
    private final PlaceRowsTableModel model = new PlaceRowsTableModel();
    private final JTable table = new JTable(model);
    private final JLabel summary = new JLabel(Bundle.LBL_Working());
    private final Refresher<List<Duplicates.Duplicate>> refresher;

    public DuplicatesTopComponent() {
        setName(Bundle.CTL_DuplicatesTopComponent());
        setToolTipText(Bundle.HINT_DuplicatesTopComponent());
        setLayout(new BorderLayout());
        associateLookup(databaseLookup());
        summary.setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
        add(summary, BorderLayout.NORTH);
        table.setAutoCreateRowSorter(true);
        table.setFillsViewportHeight(true);
        add(new JScrollPane(table), BorderLayout.CENTER);
        openOnDoubleClick(table, model);
        refresher = new Refresher<>(Duplicates::find, dupes -> {
            List<PlaceRows.Row> rows = PlaceRows.duplicates(dupes);
            model.setRows(rows);
            summary.setText(Bundle.LBL_DuplicateCount(dupes.size(), rows.size()));
        });
    }

    /** Double-click or Enter on a row opens its category at its item. */
    static void openOnDoubleClick(JTable table, PlaceRowsTableModel model) {
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    openSelected(table, model);
                }
            }
        });
        table.getInputMap().put(javax.swing.KeyStroke.getKeyStroke("ENTER"), "openPlace");
        table.getActionMap().put("openPlace", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                openSelected(table, model);
            }
        });
    }

    private static void openSelected(JTable table, PlaceRowsTableModel model) {
        int view = table.getSelectedRow();
        if (view >= 0) {
            PlaceRows.Row r = model.row(table.convertRowIndexToModel(view));
            CategoryEditorTopComponent.open(r.place(), r.item());
        }
    }

    @Override
    protected void databaseChanged() {
        refresher.request(150);
    }
}

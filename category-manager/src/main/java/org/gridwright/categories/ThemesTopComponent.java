package org.gridwright.categories;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import org.gridwright.core.db.CategoryDatabase;
import org.gridwright.core.db.Theme;
import org.gridwright.core.db.ThemePart;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * Window › Themes: the database's themes (name, weight, sizes served, noun, cast, titles, introductions,
 * exclusions) and the parts of the selected theme (category, class or number, with the heading, schemes, the words
 * of the introduction and the phrases it takes in the theme) as editable tables; every cell edit, added and
 * removed row is an undoable edit, saved with the database.
 */
@TopComponent.Description(preferredID = "ThemesTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false, position = 420)
@ActionID(category = "Window", id = "org.gridwright.categories.ThemesTopComponent")
@ActionReference(path = "Menu/Window", position = 185)
@TopComponent.OpenActionRegistration(displayName = "#CTL_ThemesAction", preferredID = "ThemesTopComponent")
@Messages({
    "CTL_ThemesAction=Themes",
    "CTL_ThemesTopComponent=Themes",
    "HINT_ThemesTopComponent=The settings puzzles are set in: cast, title, introduction and the categories that fit",
    "TITLE_Themes=Themes",
    "# {0} - theme", "TITLE_Parts=Parts of {0}",
    "TITLE_NoTheme=Parts (select a theme)",
    "BTN_AddTheme=Add Theme",
    "BTN_AddPart=Add Part",
    "# {0} - column", "# {1} - theme", "UNDO_ThemeCell={0} of theme {1}",
    "# {0} - column", "# {1} - part", "# {2} - theme", "UNDO_PartCell={0} of part {1} of theme {2}",
    "UNDO_AddTheme=Add theme",
    "# {0} - theme", "UNDO_AddPart=Add part to theme {0}",
    "# {0} - theme", "UNDO_RemoveTheme=Remove theme {0}",
    "# {0} - part", "# {1} - theme", "UNDO_RemovePart=Remove part {0} of theme {1}"
})
public final class ThemesTopComponent extends DatabaseWindow {
    private final JTable themeTable;
    private final JPanel partsBox = new JPanel(new BorderLayout());
    /** The name of the theme whose parts are shown, or null. */
    private String shown;
    /** True while the tables are refreshed: selection events then are the refresh's, not the author's. */
    private boolean refreshing;
    private final NumbersTopComponent.RowsModel themes = new NumbersTopComponent.RowsModel(ThemeTables.THEME_COLUMNS,
            ThemeTables::themeColumn, db -> db.themes().size(),
            (db, r, c) -> ThemeTables.themeCell(db.themes().get(r), c),
            (db, r, c, text) -> ThemeTables.setThemeCell(db, r, c, text),
            (db, r, c) -> Bundle.UNDO_ThemeCell(ThemeTables.themeColumn(c), db.themes().get(r).name()));
    private final NumbersTopComponent.RowsModel parts = new NumbersTopComponent.RowsModel(ThemeTables.PART_COLUMNS,
            ThemeTables::partColumn, db -> shownIndex(db) < 0 ? 0 : db.themes().get(shownIndex(db)).parts().size(),
            (db, r, c) -> ThemeTables.partCell(db.themes().get(shownIndex(db)).parts().get(r), c),
            (db, r, c, text) -> ThemeTables.setPartCell(db, shownIndex(db), r, c, text),
            (db, r, c) -> Bundle.UNDO_PartCell(ThemeTables.partColumn(c),
                    db.themes().get(shownIndex(db)).parts().get(r).ref(), shown));

    public ThemesTopComponent() {
        setName(Bundle.CTL_ThemesTopComponent());
        setToolTipText(Bundle.HINT_ThemesTopComponent());
        associateLookup(databaseLookup());
        setLayout(new GridLayout(2, 1, 0, 8));
        themeTable = new JTable(themes);
        themeTable.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        themeTable.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !refreshing) {
                int r = themeTable.getSelectedRow();
                CategoryDatabase db = CategoryManager.workspace().database();
                shown = r >= 0 && r < db.themes().size() ? db.themes().get(r).name() : null;
                partsChanged();
            }
        });
        JTable partTable = new JTable(parts);
        add(box(Bundle.TITLE_Themes(), new JPanel(new BorderLayout()), themeTable, Bundle.BTN_AddTheme(),
                () -> CategoryManager.edit(Bundle.UNDO_AddTheme(), d -> d.withTheme(ThemeTables.newTheme(d))),
                () -> {
                    int r = themeTable.getSelectedRow();
                    if (r >= 0) {
                        String name = CategoryManager.workspace().database().themes().get(r).name();
                        CategoryManager.edit(Bundle.UNDO_RemoveTheme(name), d -> d.withoutTheme(name));
                    }
                }));
        add(box(Bundle.TITLE_NoTheme(), partsBox, partTable, Bundle.BTN_AddPart(),
                () -> {
                    if (shown != null) {
                        CategoryManager.edit(Bundle.UNDO_AddPart(shown), d -> withPart(d, shown));
                    }
                },
                () -> {
                    int r = partTable.getSelectedRow();
                    CategoryDatabase db = CategoryManager.workspace().database();
                    int t = shownIndex(db);
                    if (r >= 0 && t >= 0 && r < db.themes().get(t).parts().size()) {
                        String theme = shown;
                        ThemePart p = db.themes().get(t).parts().get(r);
                        CategoryManager.edit(Bundle.UNDO_RemovePart(p.ref(), theme), d -> withoutPart(d, theme, p));
                    }
                }));
    }

    private int shownIndex(CategoryDatabase db) {
        if (shown == null) {
            return -1;
        }
        for (int i = 0; i < db.themes().size(); i++) {
            if (db.themes().get(i).name().equals(shown)) {
                return i;
            }
        }
        return -1;
    }

    private static CategoryDatabase withPart(CategoryDatabase d, String theme) {
        Theme t = d.theme(theme).orElseThrow();
        java.util.List<ThemePart> ps = new java.util.ArrayList<>(t.parts());
        ps.add(ThemeTables.newPart(d, t));
        return d.replaceTheme(theme, t.withParts(ps));
    }

    private static CategoryDatabase withoutPart(CategoryDatabase d, String theme, ThemePart p) {
        Theme t = d.theme(theme).orElseThrow();
        java.util.List<ThemePart> ps = new java.util.ArrayList<>(t.parts());
        ps.remove(p);
        return d.replaceTheme(theme, t.withParts(ps));
    }

    private static JPanel box(String title, JPanel box, JTable table, String addText, Runnable add, Runnable remove) {
        box.setBorder(BorderFactory.createTitledBorder(title));
        table.setFillsViewportHeight(true);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        for (int c = 0; c < table.getColumnCount(); c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(c == 0 ? 150 : 180);
        }
        box.add(new JScrollPane(table), BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT));
        JButton a = new JButton(addText);
        a.addActionListener(e -> add.run());
        JButton r = new JButton(Bundle.BTN_RemoveRow());
        r.addActionListener(e -> remove.run());
        buttons.add(a);
        buttons.add(r);
        box.add(buttons, BorderLayout.SOUTH);
        return box;
    }

    private void partsChanged() {
        partsBox.setBorder(BorderFactory.createTitledBorder(shown == null ? Bundle.TITLE_NoTheme()
                : Bundle.TITLE_Parts(shown)));
        parts.fireTableDataChanged();
    }

    @Override
    protected void databaseChanged() {
        int r = themeTable.getSelectedRow();
        String keep = shown;
        CategoryDatabase db = CategoryManager.workspace().database();
        refreshing = true;
        try {
            themes.fireTableDataChanged();
        } finally {
            refreshing = false;
        }
        shown = keep;
        // a renamed theme keeps its parts shown: follow the row when the name is gone
        if (shown != null && shownIndex(db) < 0) {
            shown = r >= 0 && r < db.themes().size() ? db.themes().get(r).name() : null;
        }
        int now = shownIndex(db);
        if (now >= 0) {
            refreshing = true;
            try {
                themeTable.getSelectionModel().setSelectionInterval(now, now);
            } finally {
                refreshing = false;
            }
        }
        partsChanged();
    }
}

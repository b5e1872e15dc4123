package org.gridwright.categories;

import java.awt.BorderLayout;
import java.nio.file.Path;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import org.netbeans.api.settings.ConvertAsProperties;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.explorer.ExplorerManager;
import org.openide.explorer.ExplorerUtils;
import org.openide.explorer.view.OutlineView;
import org.openide.nodes.Node;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;

/**
 * The Categories window (Window › Categories): the open category database as a tree of classes and categories
 * with kind, item count, weight and probability of being drawn. Double-click opens a category's editor; weights
 * are edited in place. Closing it with unsaved changes asks whether to save them.
 */
@ConvertAsProperties(dtd = "-//org.gridwright.categories//Categories//EN", autostore = false)
@TopComponent.Description(preferredID = "CategoriesTopComponent", iconBase = "org/gridwright/categories/class.png",
        persistenceType = TopComponent.PERSISTENCE_ALWAYS)
@TopComponent.Registration(mode = "explorer", openAtStartup = true, position = 200)
@ActionID(category = "Window", id = "org.gridwright.categories.CategoriesTopComponent")
@ActionReference(path = "Menu/Window", position = 100)
@TopComponent.OpenActionRegistration(displayName = "#CTL_CategoriesAction", preferredID = "CategoriesTopComponent")
@Messages({
    "CTL_CategoriesAction=Categories",
    "CTL_CategoriesTopComponent=Categories",
    "HINT_CategoriesTopComponent=The category database: classes, categories and their items",
    "COL_Name=Class / category",
    "LBL_Bundled=Default database (built in; copied to a folder of yours on the first change)",
    "# {0} - folder", "LBL_Folder=Folder: {0}",
    "LBL_Unsaved=Imported, not saved to a folder yet",
    "# {0} - folder", "Q_SaveOnClose=The category database {0} has unsaved changes. Save them?",
    "LBL_NoFolder=(no folder yet)"
})
public final class CategoriesTopComponent extends DatabaseWindow implements ExplorerManager.Provider {
    private final ExplorerManager em = new ExplorerManager();
    private final JLabel where = new JLabel();
    private CategoryWorkspace ws;
    private Node root;

    public CategoriesTopComponent() {
        setName(Bundle.CTL_CategoriesTopComponent());
        setToolTipText(Bundle.HINT_CategoriesTopComponent());
        setLayout(new BorderLayout());
        OutlineView view = new OutlineView(Bundle.COL_Name());
        view.setPropertyColumns(DatabaseNodes.HEADING, Bundle.COL_Heading(), DatabaseNodes.KIND, Bundle.COL_Kind(),
                DatabaseNodes.ITEMS, Bundle.COL_Items(), DatabaseNodes.WEIGHT, Bundle.COL_Weight(),
                DatabaseNodes.PROBABILITY, Bundle.COL_Probability());
        view.getOutline().setRootVisible(false);
        // readable at the window's width: the heading gets the room, the numbers what they need
        int[] widths = {200, 120, 95, 50, 55, 85};
        java.awt.FontMetrics fm = view.getOutline().getFontMetrics(view.getOutline().getFont());
        for (int i = 0; i < widths.length && i < view.getOutline().getColumnModel().getColumnCount(); i++) {
            javax.swing.table.TableColumn col = view.getOutline().getColumnModel().getColumn(i);
            col.setPreferredWidth(widths[i]);
            if (i == 0) {
                // the tree column keeps a class's name readable beside its expander and icon
                col.setMinWidth(fm.charWidth('m') * 8 + 48);
            } else {
                // the id (a class's "13 categories"), the kind and the numbers never shrink below their heading or
                // the widest text a class row puts there: the names give room
                String widest = switch (i) {
                    case 1 -> Bundle.LBL_Categories(99);
                    case 2 -> "numerical";
                    case 5 -> Format.perKind(java.util.Map.of(org.gridwright.core.model.CategoryKind.ORDINAL, 1.0));
                    default -> String.valueOf(col.getHeaderValue());
                };
                col.setMinWidth(Math.max(fm.stringWidth(widest), fm.stringWidth(String.valueOf(col.getHeaderValue())))
                        + 24);
            }
        }
        // narrower than every column's least width (the side window): the columns keep their widths and the
        // table scrolls sideways, rather than squeezing names and counts into "…"
        view.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                javax.swing.table.TableColumnModel cols = view.getOutline().getColumnModel();
                int least = 0;
                for (int i = 0; i < cols.getColumnCount(); i++) {
                    least += cols.getColumn(i).getMinWidth();
                }
                int mode = view.getViewport().getWidth() < least ? javax.swing.JTable.AUTO_RESIZE_OFF
                        : javax.swing.JTable.AUTO_RESIZE_SUBSEQUENT_COLUMNS;
                if (view.getOutline().getAutoResizeMode() != mode) {
                    if (mode == javax.swing.JTable.AUTO_RESIZE_OFF) {
                        // as much in view as can be: every column at its least width
                        for (int i = 0; i < cols.getColumnCount(); i++) {
                            cols.getColumn(i).setPreferredWidth(cols.getColumn(i).getMinWidth());
                        }
                    }
                    view.getOutline().setAutoResizeMode(mode);
                }
            }
        });
        add(view, BorderLayout.CENTER);
        where.setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
        add(where, BorderLayout.NORTH);
        associateLookup(new ProxyLookup(ExplorerUtils.createLookup(em, getActionMap()), databaseLookup()));
        // the context menu of the selected class or category from the keyboard, as a right click opens it
        javax.swing.JComponent outline = view.getOutline();
        javax.swing.Action menu = new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                contextMenu(view.getOutline());
            }
        };
        outline.getActionMap().put("gw-context-menu", menu);
        for (String key : new String[] {"shift F10", "CONTEXT_MENU"}) {
            outline.getInputMap(javax.swing.JComponent.WHEN_FOCUSED)
                    .put(javax.swing.KeyStroke.getKeyStroke(key), "gw-context-menu");
        }
    }

    /** Shows the selected node's actions under its row, the first one selected. */
    private void contextMenu(javax.swing.JTable outline) {
        Node[] selected = em.getSelectedNodes();
        int row = outline.getSelectedRow();
        if (selected.length == 0 || row < 0) {
            return;
        }
        javax.swing.JPopupMenu popup = org.openide.util.Utilities.actionsToPopup(selected[0].getActions(true),
                getLookup());
        java.awt.Rectangle r = outline.getCellRect(row, 0, true);
        org.gridwright.workbench.Keyboard.showMenu(popup, outline, r.x + 24, r.y + r.height);
    }

    @Override
    public ExplorerManager getExplorerManager() {
        return em;
    }

    @Override
    protected void componentOpened() {
        ws = CategoryManager.workspace();
        root = DatabaseNodes.root(ws);
        em.setRootContext(root);
        super.componentOpened();
    }


    @Override
    protected void databaseChanged() {
        DatabaseNodes.refresh(root);
        Path loc = ws.location();
        where.setText(switch (ws.origin()) {
            case BUNDLED -> Bundle.LBL_Bundled();
            case FOLDER -> Bundle.LBL_Folder(loc);
            case UNSAVED -> Bundle.LBL_Unsaved();
        });
        where.setToolTipText(loc == null ? null : loc.toString());
    }

    /** What the window system keeps of this window besides its place: only a format version. */
    void writeProperties(java.util.Properties p) {
        p.setProperty("version", "1");
    }

    void readProperties(java.util.Properties p) {
        // nothing but the version; the open database is remembered in NbPreferences
    }

    /** Opens in the explorer mode (left) even after it was closed, which makes the window system forget it. */
    @Override
    public void open() {
        org.openide.windows.Mode explorer = org.openide.windows.WindowManager.getDefault().findMode("explorer");
        if (explorer != null && !isOpened()) {
            explorer.dockInto(this);
        }
        super.open();
    }

    @Override
    public boolean canClose() {
        CategoryWorkspace w = CategoryManager.workspace();
        if (!w.isModified()) {
            return true;
        }
        return CategoryManager.saveOrDrop(Bundle.Q_SaveOnClose(w.location() == null ? Bundle.LBL_NoFolder()
                : w.location()), w::revert);
    }
}

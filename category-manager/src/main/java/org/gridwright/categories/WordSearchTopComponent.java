package org.gridwright.categories;

import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.gridwright.core.db.WordSearch;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * Window › Word Search: type a word and see every category holding it, whole-word hits first, then items that
 * contain it. Double-click (or Enter) opens the category at the item.
 */
@TopComponent.Description(preferredID = "WordSearchTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "output", openAtStartup = false, position = 310)
@ActionID(category = "Window", id = "org.gridwright.categories.WordSearchTopComponent")
@ActionReference(path = "Menu/Window", position = 160)
@TopComponent.OpenActionRegistration(displayName = "#CTL_WordSearchAction", preferredID = "WordSearchTopComponent")
@Messages({
    "CTL_WordSearchAction=Word Search",
    "CTL_WordSearchTopComponent=Word Search",
    "HINT_WordSearchTopComponent=Every category holding a word",
    "LBL_Word=Word:",
    "# {0} - word", "# {1} - hits", "# {2} - categories",
    "LBL_SearchCount=''{0}'': {1} items in {2} categories (double-click a row to open it)",
    "LBL_TypeAWord=Type a word; items equal to it come first, then items containing it"
})
public final class WordSearchTopComponent extends DatabaseWindow {
    private final JTextField word = new JTextField(24);
    private final PlaceRowsTableModel model = new PlaceRowsTableModel();
    private final JTable table = new JTable(model);
    private final JLabel summary = new JLabel(Bundle.LBL_TypeAWord());
    private final Refresher<WordSearch.Result> refresher;
    private volatile String query = "";

    public WordSearchTopComponent() {
        setName(Bundle.CTL_WordSearchTopComponent());
        setToolTipText(Bundle.HINT_WordSearchTopComponent());
        setLayout(new BorderLayout());
        associateLookup(databaseLookup());
        JPanel top = new JPanel(new BorderLayout(6, 0));
        top.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        top.add(new JLabel(Bundle.LBL_Word()), BorderLayout.WEST);
        top.add(word, BorderLayout.CENTER);
        top.add(summary, BorderLayout.SOUTH);
        add(top, BorderLayout.NORTH);
        table.setFillsViewportHeight(true);
        add(new JScrollPane(table), BorderLayout.CENTER);
        DuplicatesTopComponent.openOnDoubleClick(table, model);
        refresher = new Refresher<>(db -> WordSearch.find(db, query), r -> {
            model.setRows(PlaceRows.search(r));
            summary.setText(r.word().isBlank() ? Bundle.LBL_TypeAWord()
                    : Bundle.LBL_SearchCount(r.word(), r.hits().size(), r.places().size()));
        });
        word.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                request(120);
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                request(120);
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                request(120);
            }
        });
        word.addActionListener(e -> {
            if (model.getRowCount() > 0) {
                table.getSelectionModel().setSelectionInterval(0, 0);
                table.requestFocusInWindow();
            }
        });
    }

    private void request(int delay) {
        query = word.getText();
        refresher.request(delay);
    }

    /** Searches for {@code w} as if typed. */
    void search(String w) {
        word.setText(w);
    }

    @Override
    protected void databaseChanged() {
        request(150);
    }

    @Override
    protected void componentActivated() {
        word.requestFocusInWindow();
    }
}

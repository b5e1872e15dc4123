package org.gridwright.categories;

import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import org.gridwright.core.Engine;
import org.gridwright.core.model.CategoryKind;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * The Categories window (Window › Categories): the category database as a tree. For now it shows the kinds of
 * category the engine knows; the database itself (classes, categories, items) comes with the database support.
 */
@TopComponent.Description(preferredID = "CategoriesTopComponent", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "explorer", openAtStartup = false, position = 200)
@ActionID(category = "Window", id = "org.gridwright.categories.CategoriesTopComponent")
@ActionReference(path = "Menu/Window", position = 100)
@TopComponent.OpenActionRegistration(displayName = "#CTL_CategoriesAction", preferredID = "CategoriesTopComponent")
@Messages({
    "CTL_CategoriesAction=Categories",
    "CTL_CategoriesTopComponent=Categories",
    "HINT_CategoriesTopComponent=The category database: classes, categories and their items",
    "LBL_CategoryKinds=Kinds of category",
    "# {0} - kind code", "# {1} - ordered or unordered",
    "LBL_Kind={0} ({1})",
    "LBL_Ordered=ordered",
    "LBL_Unordered=unordered",
    "# {0} - engine version",
    "LBL_EngineVersion=Gridwright engine {0}"
})
public final class CategoriesTopComponent extends TopComponent {

    public CategoriesTopComponent() {
        setName(Bundle.CTL_CategoriesTopComponent());
        setToolTipText(Bundle.HINT_CategoriesTopComponent());
        setLayout(new BorderLayout());
        add(new JScrollPane(new JTree(kindsTree())), BorderLayout.CENTER);
        JLabel version = new JLabel(Bundle.LBL_EngineVersion(Engine.VERSION));
        version.setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        add(version, BorderLayout.SOUTH);
    }

    /** The tree of category kinds, labelled from the bundle. */
    static DefaultMutableTreeNode kindsTree() {
        DefaultMutableTreeNode root = new DefaultMutableTreeNode(Bundle.LBL_CategoryKinds());
        for (CategoryKind k : CategoryKind.values()) {
            root.add(new DefaultMutableTreeNode(
                    Bundle.LBL_Kind(k.code(), k.isOrdered() ? Bundle.LBL_Ordered() : Bundle.LBL_Unordered())));
        }
        return root;
    }
}

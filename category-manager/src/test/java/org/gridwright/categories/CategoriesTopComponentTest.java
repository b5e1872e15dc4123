package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.swing.tree.DefaultMutableTreeNode;
import org.gridwright.core.model.CategoryKind;
import org.junit.jupiter.api.Test;

class CategoriesTopComponentTest {

    @Test
    void treeListsEveryKindWithItsOrderFromTheBundle() {
        DefaultMutableTreeNode root = CategoriesTopComponent.kindsTree();
        assertEquals("Kinds of category", root.getUserObject());
        assertEquals(CategoryKind.values().length, root.getChildCount());
        for (int i = 0; i < root.getChildCount(); i++) {
            CategoryKind k = CategoryKind.values()[i];
            String expected = k.code() + " (" + (k.isOrdered() ? "ordered" : "unordered") + ")";
            assertEquals(expected, ((DefaultMutableTreeNode) root.getChildAt(i)).getUserObject());
        }
    }
}

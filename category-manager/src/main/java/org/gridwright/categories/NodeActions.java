package org.gridwright.categories;

import java.awt.event.ActionEvent;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.model.CategoryKind;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.util.NbBundle.Messages;

/** The context actions of the Categories tree; each change is one undoable edit. */
@Messages({
    "ACT_Open=Open",
    "ACT_NewCategory=New Category…",
    "ACT_NewClass=New Class…",
    "ACT_DeleteCategory=Delete Category",
    "ACT_DeleteClass=Delete Class",
    "# {0} - class", "PROMPT_NewCategory=Identifier of the new category in {0}:",
    "PROMPT_NewClass=Name of the new class:",
    "# {0} - category", "CONFIRM_DeleteCategory=Delete the category {0} and its items? (Edit › Undo brings it back.)",
    "# {0} - class", "# {1} - count",
    "CONFIRM_DeleteClass=Delete the class {0} and its {1} categories? (Edit › Undo brings them back.)",
    "# {0} - category", "UNDO_NewCategory=New category {0}",
    "# {0} - class", "UNDO_NewClass=New class {0}",
    "# {0} - category", "UNDO_DeleteCategory=Delete category {0}",
    "# {0} - class", "UNDO_DeleteClass=Delete class {0}",
    "# {0} - name", "ERR_Exists={0} is already there"
})
final class NodeActions {
    private NodeActions() {
    }

    static Action open(String place) {
        return action(Bundle.ACT_Open(), () -> CategoryEditorTopComponent.open(place, null));
    }

    static Action[] forClass(String className) {
        return new Action[] {
            action(Bundle.ACT_NewCategory(), () -> newCategory(className)),
            action(Bundle.ACT_NewClass(), NodeActions::newClass),
            null,
            action(Bundle.ACT_DeleteClass(), () -> deleteClass(className))
        };
    }

    static Action[] forCategory(String place) {
        String className = place.substring(0, place.indexOf('/'));
        return new Action[] {
            open(place),
            null,
            action(Bundle.ACT_NewCategory(), () -> newCategory(className)),
            action(Bundle.ACT_DeleteCategory(), () -> deleteCategory(place))
        };
    }

    static Action[] forRoot() {
        return new Action[] {action(Bundle.ACT_NewClass(), NodeActions::newClass)};
    }

    private static Action action(String name, Runnable r) {
        return new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
    }

    private static String ask(String prompt, String title) {
        NotifyDescriptor.InputLine in = new NotifyDescriptor.InputLine(prompt, title);
        if (DialogDisplayer.getDefault().notify(in) != NotifyDescriptor.OK_OPTION || in.getInputText().isBlank()) {
            return null;
        }
        return in.getInputText().strip();
    }

    private static boolean confirm(String question) {
        return DialogDisplayer.getDefault().notify(new NotifyDescriptor.Confirmation(question,
                NotifyDescriptor.OK_CANCEL_OPTION)) == NotifyDescriptor.OK_OPTION;
    }

    static void newCategory(String className) {
        String id = ask(Bundle.PROMPT_NewCategory(className), Bundle.ACT_NewCategory());
        if (id == null) {
            return;
        }
        String place = className + "/" + id;
        if (CategoryManager.workspace().database().category(className, id).isPresent()) {
            CategoryManager.error(Bundle.ERR_Exists(place));
            return;
        }
        if (CategoryManager.edit(Bundle.UNDO_NewCategory(place),
                d -> d.withCategory(DbCategory.of(className, id, CategoryKind.CATEGORICAL, 1, List.of())))) {
            CategoryEditorTopComponent.open(place, null);
        }
    }

    static void newClass() {
        String name = ask(Bundle.PROMPT_NewClass(), Bundle.ACT_NewClass());
        if (name == null) {
            return;
        }
        if (CategoryManager.workspace().database().dbClass(name).isPresent()) {
            CategoryManager.error(Bundle.ERR_Exists(name));
            return;
        }
        CategoryManager.edit(Bundle.UNDO_NewClass(name), d -> d.withClass(new DbClass(name, 1)));
    }

    static void deleteCategory(String place) {
        String className = place.substring(0, place.indexOf('/'));
        String id = place.substring(place.indexOf('/') + 1);
        if (confirm(Bundle.CONFIRM_DeleteCategory(place))) {
            CategoryManager.edit(Bundle.UNDO_DeleteCategory(place), d -> d.withoutCategory(className, id));
        }
    }

    static void deleteClass(String className) {
        int n = CategoryManager.workspace().database().categoriesOf(className).size();
        if (confirm(Bundle.CONFIRM_DeleteClass(className, n))) {
            CategoryManager.edit(Bundle.UNDO_DeleteClass(className), d -> d.withoutClass(className));
        }
    }
}

package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.swing.SwingUtilities;
import org.gridwright.workbench.OpenCategoryDatabase;
import org.junit.jupiter.api.Test;

/** The category manager's open database is a service other modules find through Lookup (New Puzzle uses it). */
class WorkspaceServiceTest {

    @Test
    void theServiceIsTheManagersWorkspaceWithItsCurrentValue() throws Exception {
        OpenCategoryDatabase found = OpenCategoryDatabase.find();
        WorkspaceService service = assertInstanceOf(WorkspaceService.class, found, "registered in the Lookup");
        SwingUtilities.invokeAndWait(() -> {
            CategoryWorkspace ws = service.workspace();
            assertSame(ws, CategoryManager.workspace(), "one workspace, held by the service");
            service.firstStart();
            assertTrue(service.opened().isPresent());
            assertSame(ws.database(), service.opened().get(), "the value the windows show, unsaved edits and all");
            assertSame(ws.location(), service.folder());
        });
    }
}

package org.gridwright.categories;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.awt.FontMetrics;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.table.TableColumnModel;
import org.junit.jupiter.api.Test;
import org.netbeans.swing.outline.Outline;

/**
 * The categories window in a narrow side window: no column is squeezed below its heading or the text a class row
 * shows there ("13 categories", "ordinal 57.1%"); the table scrolls sideways instead, and fills the width again when
 * the window is wide.
 */
class CategoriesColumnsTest {
    @Test
    void aNarrowWindowScrollsRatherThanSqueezingAWideOneFills() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            CategoriesTopComponent window = new CategoriesTopComponent();
            Outline outline = find(window, Outline.class);
            JViewport viewport = (JViewport) outline.getParent();
            TableColumnModel cols = outline.getColumnModel();
            FontMetrics fm = outline.getFontMetrics(outline.getFont());
            int least = 0;
            for (int i = 0; i < cols.getColumnCount(); i++) {
                int min = cols.getColumn(i).getMinWidth();
                least += min;
                assertTrue(min > fm.stringWidth(String.valueOf(cols.getColumn(i).getHeaderValue())),
                        "column " + i + " keeps its heading");
            }
            assertTrue(cols.getColumn(1).getMinWidth() > fm.stringWidth(Bundle.LBL_Categories(99)),
                    "a class's count of categories is never cut");
            assertTrue(cols.getColumn(5).getMinWidth() > fm.stringWidth(Format.perKind(
                    java.util.Map.of(org.gridwright.core.model.CategoryKind.ORDINAL, 0.571))),
                    "an ordinal class's probability is never cut");

            resize(viewport, least - 40);
            assertEquals(JTable.AUTO_RESIZE_OFF, outline.getAutoResizeMode(), "narrow: scrolls sideways");
            for (int i = 0; i < cols.getColumnCount(); i++) {
                assertEquals(cols.getColumn(i).getMinWidth(), cols.getColumn(i).getPreferredWidth(),
                        "narrow: column " + i + " at its least width, as much in view as can be");
            }
            resize(viewport, least + 300);
            assertEquals(JTable.AUTO_RESIZE_SUBSEQUENT_COLUMNS, outline.getAutoResizeMode(), "wide: fills the width");
        });
    }

    private static void resize(JViewport viewport, int width) {
        viewport.setSize(width, 300);
        ComponentEvent e = new ComponentEvent(viewport, ComponentEvent.COMPONENT_RESIZED);
        for (ComponentListener l : viewport.getComponentListeners()) {
            l.componentResized(e);
        }
    }

    private static <T extends Component> T find(Container c, Class<T> type) {
        for (Component k : c.getComponents()) {
            if (type.isInstance(k)) {
                return type.cast(k);
            }
            if (k instanceof Container sub) {
                T t = find(sub, type);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }
}

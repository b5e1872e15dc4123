package org.gridwright.workbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.text.View;
import org.junit.jupiter.api.Test;

class WrappingRowsTest {
    private static final String LONG = "<html><b>4.</b> The company that is based in Bruges employs more people than "
            + "whoever raised $200,000 but fewer people than the company that is based in Edinburgh.<br>"
            + "<font color=\"#6a6a6a\">$200,000 &lt; Bruges &lt; Edinburgh by Staff</font></html>";

    /** The row as the list shows it when its viewport is {@code width} pixels wide. */
    private static JLabel row(int width) {
        JList<String> list = new JList<>(new String[] {LONG});
        JScrollPane sp = WrappingRows.scroll(list);
        sp.getViewport().setSize(width, 400);
        JLabel label = new JLabel(LONG);
        label.setBorder(javax.swing.BorderFactory.createEmptyBorder(3, 4, 3, 4));
        WrappingRows.fit(label, list);
        return label;
    }

    @Test
    void aRowIsAsWideAsItsPaneAndTallEnoughForEveryWrappedLine() {
        for (int width : new int[] {260, 340, 480, 800}) {
            JLabel label = row(width);
            assertEquals(width, label.getPreferredSize().width);
            View v = (View) label.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey);
            v.setSize(width - 8, 0);
            assertTrue(label.getPreferredSize().height >= v.getPreferredSpan(View.Y_AXIS) + 6,
                    "the painted lines fit the row at " + width);
        }
        assertTrue(row(260).getPreferredSize().height > row(800).getPreferredSize().height,
                "a narrower pane gives a taller row");
    }

    @Test
    void escapedTextKeepsItsSignsAsText() {
        String text = "R2C1 < R2C2 & R2C3 > R2C4";
        JLabel label = new JLabel("<html>" + WrappingRows.escape(text) + "</html>");
        View v = (View) label.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey);
        assertTrue(v.getDocument().getLength() >= text.length(), "the signs are shown, not taken for tags");
        assertEquals("a &lt; b &amp;&amp; c &gt; d", WrappingRows.escape("a < b && c > d"));
    }
}

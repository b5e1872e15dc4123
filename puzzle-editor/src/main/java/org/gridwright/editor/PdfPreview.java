package org.gridwright.editor;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;

/**
 * The pages of a PDF for the preview, rendered from those very bytes. A page is rendered only when it first
 * comes into view (off the Swing thread) and only the last few are kept, so a book of hundreds of pages previews in
 * the memory of a few. Open it off the Swing thread; {@link #close()} when the preview is gone.
 */
@Messages("RP_PdfPreview=Gridwright PDF preview")
final class PdfPreview implements AutoCloseable {
    /** Pages kept rendered; more are rendered again when scrolled back to. */
    static final int KEPT = 12;
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_PdfPreview(), 1);

    private final PDDocument doc;
    private final PDFRenderer renderer;
    private final float dpi;
    private final int pages;
    /** The first page, rendered at once: the size of every page until its own picture comes. */
    private final BufferedImage first;
    private boolean closed;

    private PdfPreview(PDDocument doc, float dpi) throws IOException {
        this.doc = doc;
        this.renderer = new PDFRenderer(doc);
        this.dpi = dpi;
        this.pages = doc.getNumberOfPages();
        this.first = pages == 0 ? null : renderer.renderImageWithDPI(0, dpi, ImageType.RGB);
    }

    /** Reads {@code pdf} for previewing at {@code dpi} and renders its first page. */
    static PdfPreview open(byte[] pdf, float dpi) throws IOException {
        PDDocument doc = Loader.loadPDF(pdf);
        try {
            return new PdfPreview(doc, dpi);
        } catch (IOException | RuntimeException e) {
            doc.close();
            throw e;
        }
    }

    int pageCount() {
        return pages;
    }

    /** The size of the first page in pixels (the pages of our documents are all of one paper). */
    Dimension pageSize() {
        return first == null ? new Dimension(400, 560) : new Dimension(first.getWidth(), first.getHeight());
    }

    /** Page {@code i} rendered (on the calling thread); null once closed. */
    synchronized BufferedImage render(int i) throws IOException {
        if (i == 0 && first != null) {
            return first;
        }
        return closed ? null : renderer.renderImageWithDPI(i, dpi, ImageType.RGB);
    }

    @Override
    public synchronized void close() throws IOException {
        if (!closed) {
            closed = true;
            doc.close();
        }
    }

    /** Closes the document after the renders already asked for (call from the Swing thread; it does not wait). */
    void closeLater() {
        RP.post(() -> {
            try {
                close();
            } catch (IOException e) {
                // the bytes were in memory: nothing is left open
            }
        });
    }

    /** A column of every page, each drawn when it comes into view. Build and use on the Swing thread. */
    JComponent column() {
        JPanel column = new JPanel();
        column.setLayout(new BoxLayout(column, BoxLayout.Y_AXIS));
        Map<Integer, BufferedImage> kept = new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, BufferedImage> e) {
                return size() > KEPT;
            }
        };
        Set<Integer> pending = new HashSet<>();
        for (int i = 0; i < pageCount(); i++) {
            column.add(new PageView(i, kept, pending));
        }
        return column;
    }

    /** One page: blank until its picture arrives. */
    private final class PageView extends JComponent {
        private final int index;
        private final Map<Integer, BufferedImage> kept;
        private final Set<Integer> pending;

        PageView(int index, Map<Integer, BufferedImage> kept, Set<Integer> pending) {
            this.index = index;
            this.kept = kept;
            this.pending = pending;
            setBorder(BorderFactory.createCompoundBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8),
                    BorderFactory.createLineBorder(Color.GRAY)));
            fit(pageSize());
            setToolTipText(Bundle.LBL_PreviewPage(index + 1, pageCount()));
        }

        private void fit(Dimension d) {
            Dimension full = new Dimension(d.width + 18, d.height + 18);
            if (!full.equals(getPreferredSize())) {
                setPreferredSize(full);
                setMinimumSize(full);
                setMaximumSize(full);
                revalidate();
            }
        }

        @Override
        protected void paintComponent(Graphics g) {
            BufferedImage img = kept.get(index);
            if (img != null) {
                fit(new Dimension(img.getWidth(), img.getHeight()));
                g.drawImage(img, (getWidth() - img.getWidth()) / 2, 9, null);
                return;
            }
            Dimension d = pageSize();
            int x = (getWidth() - d.width) / 2;
            int y = 9;
            g.setColor(Color.WHITE);
            g.fillRect(x, y, d.width, d.height);
            if (pending.add(index)) {
                RP.post(() -> {
                    BufferedImage rendered;
                    try {
                        rendered = render(index);
                    } catch (IOException | RuntimeException e) {
                        rendered = null;
                    }
                    BufferedImage r = rendered;
                    SwingUtilities.invokeLater(() -> {
                        pending.remove(index);
                        if (r != null) {
                            kept.put(index, r);
                            repaint();
                        }
                    });
                });
            }
        }
    }
}

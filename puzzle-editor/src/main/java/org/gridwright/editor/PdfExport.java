package org.gridwright.editor;

import org.gridwright.workbench.PrintChoices;
import java.awt.Dimension;
import java.io.ByteArrayOutputStream;
import javax.swing.JButton;
import javax.swing.JScrollPane;
import org.gridwright.core.io.AtomicFiles;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.gridwright.core.model.Puzzle;
import org.gridwright.print.Paper;
import org.gridwright.print.PdfPrinter;
import org.gridwright.print.PrintOptions;
import org.gridwright.print.SolutionPlacement;
import org.openide.DialogDescriptor;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.gridwright.workbench.Keyboard;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;

/**
 * Export PDF: asks for paper, where the solution goes and whether the solving steps are printed, prints with
 * {@link PdfPrinter} off the Swing thread, previews the pages rendered from that PDF, and saves the same bytes.
 */
@Messages({
    "TITLE_ExportPdf=Export PDF",
    "LBL_Paper=&Paper:",
    "LBL_Solutions=&Solution:",
    "LBL_Steps=with the solving st&eps",
    "LBL_PdfFiles=PDF documents (*.pdf)",
    "# {0} - file", "MSG_PdfWritten=Wrote {0}",
    "# {0} - file", "# {1} - reason", "ERR_PdfFailed=Could not write {0}: {1}",
    "RP_Pdf=Gridwright PDF export",
    "MSG_PdfPreparing=Preparing the PDF preview…",
    "# {0} - pages", "TITLE_Preview=PDF Preview ({0} pages)",
    "# {0} - page", "# {1} - pages", "LBL_PreviewPage=Page {0} of {1}",
    "BTN_SavePdf=Save PDF…",
    "# {0} - file", "MSG_PdfReplace={0} already exists. Replace it?",
    "TITLE_PdfReplace=Replace the PDF?"
})
final class PdfExport {
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_Pdf(), 1);
    /** Resolution of the preview pages: an A4 page comes out about 560 pixels wide. */
    private static final float PREVIEW_DPI = 68f;

    private PdfExport() {
    }

    /** The options panel; {@link #options} reads it. */
    static final class OptionsPanel extends JPanel {
        private final JComboBox<Paper> paper = PrintChoices.paper(org.gridwright.workbench.GridwrightOptions.get().paper());
        private final JComboBox<SolutionPlacement> solutions = PrintChoices.solutions(SolutionPlacement.AFTER, false);
        private final JCheckBox steps = new JCheckBox();

        OptionsPanel() {
            super(new GridLayout(0, 1));
            org.openide.awt.Mnemonics.setLocalizedText(steps, Bundle.LBL_Steps());
            add(row(Keyboard.label(Bundle.LBL_Paper(), paper), paper));
            add(row(Keyboard.label(Bundle.LBL_Solutions(), solutions), solutions));
            add(steps);
            org.gridwright.workbench.Keyboard.focusWhenShown(paper);
        }


        private static JPanel row(JComponent... cs) {
            JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING));
            for (JComponent c : cs) {
                p.add(c);
            }
            return p;
        }

        /** The options chosen, with the print font of Tools › Options. */
        PrintOptions options() {
            return org.gridwright.workbench.GridwrightOptions.get().printOptions(new PrintOptions(
                    (Paper) paper.getSelectedItem(), (SolutionPlacement) solutions.getSelectedItem(), steps.isSelected()));
        }
    }

    /**
     * Asks for the options, prints the PDF off the Swing thread, shows a preview rendered from that very PDF, and
     * on Save writes those same bytes where the author chooses. {@code report} hears the outcome on the Swing thread.
     */
    static void ask(JComponent parent, Puzzle p, Path suggested, Consumer<String> report) {
        OptionsPanel panel = new OptionsPanel();
        if (DialogDisplayer.getDefault().notify(new DialogDescriptor(panel, Bundle.TITLE_ExportPdf()))
                != DialogDescriptor.OK_OPTION) {
            return;
        }
        PrintOptions o = panel.options();
        report.accept(Bundle.MSG_PdfPreparing());
        RP.post(() -> {
            try {
                byte[] pdf = bytes(p, o);
                PdfPreview pages = preview(pdf);
                SwingUtilities.invokeLater(() -> showPreview(parent, pdf, pages, suggested,
                        target -> Bundle.MSG_PdfWritten(target), report));
            } catch (IOException | RuntimeException e) {
                SwingUtilities.invokeLater(() -> report.accept(Bundle.ERR_PdfFailed(suggested, e.getMessage())));
            }
        });
    }

    /**
     * Shows {@code pages} (opened from {@code pdf}) and, on Save, asks where and writes those very bytes
     * atomically off the Swing thread; {@code report} hears {@code written} of the target, or the failure, on the
     * Swing thread. Closes {@code pages}. Call on the Swing thread.
     */
    static void showPreview(java.awt.Component parent, byte[] pdf, PdfPreview pages, Path suggested,
            Function<Path, String> written, Consumer<String> report) {
        try {
            if (!confirm(pages)) {
                return;
            }
        } finally {
            pages.closeLater();
        }
        save(parent, pdf, suggested, written, report);
    }

    /** Shows the preview; true when the author chose Save. */
    private static boolean confirm(PdfPreview pages) {
        JScrollPane scroll = new JScrollPane(pages.column());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.setPreferredSize(new Dimension(pages.pageSize().width + 48, 640));
        JButton save = new JButton(Bundle.BTN_SavePdf());
        DialogDescriptor d = new DialogDescriptor(scroll, Bundle.TITLE_Preview(pages.pageCount()), true,
                new Object[] {save, DialogDescriptor.CANCEL_OPTION}, save, DialogDescriptor.DEFAULT_ALIGN, null, null);
        return DialogDisplayer.getDefault().notify(d) == save;
    }

    /** Asks where, then writes {@code pdf} there atomically off the Swing thread and reports. */
    private static void save(java.awt.Component parent, byte[] pdf, Path suggested, Function<Path, String> written,
            Consumer<String> report) {
        JFileChooser ch = new JFileChooser();
        ch.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_PdfFiles(), "pdf"));
        ch.setSelectedFile(suggested.toFile());
        if (ch.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File f = ch.getSelectedFile();
        Path target = f.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".pdf") ? f.toPath()
                : f.toPath().resolveSibling(f.getName() + ".pdf");
        if (java.nio.file.Files.exists(target) && DialogDisplayer.getDefault().notify(new NotifyDescriptor.Confirmation(
                Bundle.MSG_PdfReplace(target.getFileName()), Bundle.TITLE_PdfReplace(), NotifyDescriptor.YES_NO_OPTION))
                != NotifyDescriptor.YES_OPTION) {
            return;
        }
        RP.post(() -> {
            String msg;
            try {
                AtomicFiles.write(target, out -> out.write(pdf));
                msg = written.apply(target);
            } catch (IOException | RuntimeException e) {
                msg = Bundle.ERR_PdfFailed(target, e.getMessage());
            }
            String m = msg;
            SwingUtilities.invokeLater(() -> report.accept(m));
        });
    }

    /** The PDF of {@code p} with options {@code o}, in memory. */
    static byte[] bytes(Puzzle p, PrintOptions o) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PdfPrinter(o).print(List.of(p), out);
        return out.toByteArray();
    }

    /** {@code pdf} opened for the preview at the preview's resolution (off the Swing thread). */
    static PdfPreview preview(byte[] pdf) throws IOException {
        return PdfPreview.open(pdf, PREVIEW_DPI);
    }

    /** Writes the PDF (atomically, by the printer). */
    static void write(Puzzle p, PrintOptions o, Path target) throws IOException {
        new PdfPrinter(o).print(List.of(p), target);
    }
}

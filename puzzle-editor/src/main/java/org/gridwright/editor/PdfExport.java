package org.gridwright.editor;

import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
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
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;

/**
 * Export PDF: asks for paper, where the solution goes and whether the solving steps are printed, then the file,
 * and writes it with {@link PdfPrinter} off the Swing thread.
 */
@Messages({
    "TITLE_ExportPdf=Export PDF",
    "LBL_Paper=Paper:",
    "LBL_Solutions=Solution:",
    "LBL_Steps=with the solving steps",
    "LBL_PdfFiles=PDF documents (*.pdf)",
    "# {0} - file", "MSG_PdfWritten=Wrote {0}",
    "# {0} - file", "# {1} - reason", "ERR_PdfFailed=Could not write {0}: {1}",
    "RP_Pdf=Gridwright PDF export"
})
final class PdfExport {
    private static final RequestProcessor RP = new RequestProcessor(Bundle.RP_Pdf(), 1);

    private PdfExport() {
    }

    /** The options panel; {@link #options} reads it. */
    static final class OptionsPanel extends JPanel {
        private final JComboBox<Paper> paper = new JComboBox<>(Paper.values());
        private final JComboBox<SolutionPlacement> solutions = new JComboBox<>(SolutionPlacement.values());
        private final JCheckBox steps = new JCheckBox(Bundle.LBL_Steps());

        OptionsPanel() {
            super(new GridLayout(0, 1));
            solutions.setSelectedItem(SolutionPlacement.AFTER);
            add(row(new JLabel(Bundle.LBL_Paper()), paper));
            add(row(new JLabel(Bundle.LBL_Solutions()), solutions));
            add(steps);
        }

        private static JPanel row(JComponent... cs) {
            JPanel p = new JPanel(new FlowLayout(FlowLayout.LEADING));
            for (JComponent c : cs) {
                p.add(c);
            }
            return p;
        }

        PrintOptions options() {
            return new PrintOptions((Paper) paper.getSelectedItem(), (SolutionPlacement) solutions.getSelectedItem(),
                    steps.isSelected());
        }
    }

    /** Asks and exports {@code p}; {@code report} hears the outcome on the Swing thread. */
    static void ask(JComponent parent, Puzzle p, Path suggested, Consumer<String> report) {
        OptionsPanel panel = new OptionsPanel();
        if (DialogDisplayer.getDefault().notify(new DialogDescriptor(panel, Bundle.TITLE_ExportPdf()))
                != DialogDescriptor.OK_OPTION) {
            return;
        }
        JFileChooser ch = new JFileChooser();
        ch.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_PdfFiles(), "pdf"));
        ch.setSelectedFile(suggested.toFile());
        if (ch.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File f = ch.getSelectedFile();
        Path target = f.getName().toLowerCase(java.util.Locale.ROOT).endsWith(".pdf") ? f.toPath()
                : f.toPath().resolveSibling(f.getName() + ".pdf");
        PrintOptions o = panel.options();
        RP.post(() -> {
            String msg;
            try {
                write(p, o, target);
                msg = Bundle.MSG_PdfWritten(target);
            } catch (IOException | RuntimeException e) {
                msg = Bundle.ERR_PdfFailed(target, e.getMessage());
            }
            String m = msg;
            SwingUtilities.invokeLater(() -> report.accept(m));
        });
    }

    /** Writes the PDF (atomically, by the printer). */
    static void write(Puzzle p, PrintOptions o, Path target) throws IOException {
        new PdfPrinter(o).print(List.of(p), target);
    }
}

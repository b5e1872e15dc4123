package org.gridwright.kind;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * A kind's printed pages, drawn with PDFBox into a document the caller owns (a single puzzle's PDF or a book). The
 * caller keeps the book machinery (title page, contents, page numbers); the kind adds its pages at the end of
 * {@code document}.
 *
 * @param <P> the kind's puzzle type
 */
public interface PrintPages<P> {
    /** Adds the puzzle's page(s); returns how many pages were added. */
    int puzzlePages(PDDocument document, P puzzle, PDRectangle paper) throws IOException;

    /** Adds the solution's page(s), or none when the puzzle has no solution to show; returns how many. */
    int solutionPages(PDDocument document, P puzzle, PDRectangle paper) throws IOException;
}

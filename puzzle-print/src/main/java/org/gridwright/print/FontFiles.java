package org.gridwright.print;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;

/**
 * The bytes of the TrueType fonts a document embeds, read once from the classpath (the DejaVu fonts of the
 * {@code net.sf.jasperreports:jasperreports-fonts} jar) and shared, read-only, by every document a
 * {@link PdfPrinter} writes.
 */
final class FontFiles {
    private static final String DIR = "/net/sf/jasperreports/fonts/dejavu/";

    /** The faces a document uses. */
    enum Face {
        /** Body text: clues, steps. */
        SERIF("DejaVuSerif.ttf"),
        /** Clue numbers, table headers. */
        SERIF_BOLD("DejaVuSerif-Bold.ttf"),
        /** Symbols and the fallback for characters the serif lacks. */
        SANS("DejaVuSans.ttf"),
        /** Titles and headings. */
        SANS_BOLD("DejaVuSans-Bold.ttf"),
        /** Grid item labels. */
        CONDENSED("DejaVuSansCondensed.ttf"),
        /** Grid category headings. */
        CONDENSED_BOLD("DejaVuSansCondensed-Bold.ttf");

        final String file;

        Face(String file) {
            this.file = file;
        }
    }

    private final Map<Face, byte[]> bytes = new EnumMap<>(Face.class);

    FontFiles() {
        for (Face f : Face.values()) {
            try (InputStream in = FontFiles.class.getResourceAsStream(DIR + f.file)) {
                if (in == null) {
                    throw new IllegalStateException("the font " + f.file + " is missing from the classpath"
                            + " (net.sf.jasperreports:jasperreports-fonts)");
                }
                bytes.put(f, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the font " + f.file, e);
            }
        }
    }

    byte[] bytes(Face f) {
        return bytes.get(f);
    }
}

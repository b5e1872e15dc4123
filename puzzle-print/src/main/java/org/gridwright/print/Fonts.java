package org.gridwright.print;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.gridwright.print.FontFiles.Face;

/**
 * The fonts of one document, loaded on first use and embedded as subsets. Text is measured and drawn in runs: each
 * character in the asked face if that face has it, else in the first fallback face that has it, else as U+FFFD, so
 * no text of a puzzle can make drawing fail.
 */
final class Fonts {
    private static final int REPLACEMENT = 0xFFFD;

    private final PDDocument doc;
    private final FontFiles files;
    private final Map<Face, Loaded> loaded = new EnumMap<>(Face.class);
    /** Widths already measured, per face, in font units (1/1000 of the size): labels and words recur a lot. */
    private final Map<Face, Map<String, Float>> widths = new EnumMap<>(Face.class);

    private record Loaded(PDType0Font font, CmapLookup cmap) {
        boolean has(int cp) {
            return cmap.getGlyphId(cp) != 0;
        }
    }

    /** A stretch of text drawn in one font. */
    record Run(PDType0Font font, String text) {
    }

    Fonts(PDDocument doc, FontFiles files) {
        this.doc = doc;
        this.files = files;
    }

    private Loaded load(Face f) {
        return loaded.computeIfAbsent(f, face -> {
            try {
                TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(files.bytes(face)));
                // no glyph substitution: a ligature glyph has no way back to its letters in the text layer, so
                // copying "office" would give "o ce"; Latin, Greek and Cyrillic text needs no shaping
                ttf.setEnableGsub(false);
                PDType0Font font = PDType0Font.load(doc, ttf, true);
                return new Loaded(font, ttf.getUnicodeCmapLookup());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot load the font " + face.file, e);
            }
        });
    }

    /** The faces tried, in order, for a character not in {@code f}. */
    private static Face[] chain(Face f) {
        return switch (f) {
            case SERIF -> new Face[] {Face.SERIF, Face.SANS};
            case SERIF_BOLD -> new Face[] {Face.SERIF_BOLD, Face.SANS_BOLD, Face.SANS};
            case SANS -> new Face[] {Face.SANS, Face.SERIF};
            case SANS_BOLD -> new Face[] {Face.SANS_BOLD, Face.SANS};
            case CONDENSED -> new Face[] {Face.CONDENSED, Face.SANS};
            case CONDENSED_BOLD -> new Face[] {Face.CONDENSED_BOLD, Face.SANS_BOLD, Face.SANS};
        };
    }

    /** Splits {@code text} into runs each drawable in one font. */
    List<Run> runs(String text, Face face) {
        List<Run> runs = new ArrayList<>(1);
        Face[] chain = chain(face);
        PDType0Font current = null;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '\n' || cp == '\r' || cp == '\t') {
                cp = ' ';
            }
            PDType0Font font = null;
            for (Face f : chain) {
                Loaded l = load(f);
                if (l.has(cp)) {
                    font = l.font();
                    break;
                }
            }
            if (font == null) {
                cp = REPLACEMENT;
                font = load(Face.SANS).font();
            }
            if (font != current && sb.length() > 0) {
                runs.add(new Run(current, sb.toString()));
                sb.setLength(0);
            }
            current = font;
            sb.appendCodePoint(cp);
        }
        if (sb.length() > 0) {
            runs.add(new Run(current, sb.toString()));
        }
        return runs;
    }

    /** The width of {@code text} in points at {@code size}. */
    float width(String text, Face face, float size) {
        Map<String, Float> known = widths.computeIfAbsent(face, f -> new HashMap<>());
        Float units = known.get(text);
        if (units == null) {
            float w = 0;
            for (Run r : runs(text, face)) {
                try {
                    w += r.font().getStringWidth(r.text());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            units = w;
            known.put(text, units);
        }
        return units / 1000f * size;
    }

    /** The height of capital letters above the baseline, as a fraction of the font size. */
    float capHeight(Face face) {
        return load(face).font().getFontDescriptor().getCapHeight() / 1000f;
    }

    /** How far glyphs descend below the baseline, as a positive fraction of the font size. */
    float descent(Face face) {
        return -load(face).font().getFontDescriptor().getDescent() / 1000f;
    }
}

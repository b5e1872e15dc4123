package org.gridwright.print;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.gridwright.print.FontFiles.Face;

/**
 * The fonts of one document, loaded on first use and embedded as subsets. Text is measured and drawn in runs: each
 * character in the house font if there is one and it has it, else in the asked face, else in the first fallback face
 * that has it, the author's fallback font and the CJK face last. A character no face has is never drawn as a replacement glyph: {@link UnprintableTextException}.
 * Measuring is linear in the length of the text (widths are kept per character, not per string).
 */
final class Fonts {
    private final PDDocument doc;
    private final FontFiles files;
    private final Map<Face, PDType0Font> loaded = new EnumMap<>(Face.class);
    /** Advance widths per face and code point, in font units (1/1000 of the size). */
    private final Map<Face, Map<Integer, Float>> advances = new EnumMap<>(Face.class);
    /** Per asked face, the faces tried in order. */
    private final Map<Face, Face[]> chains = new EnumMap<>(Face.class);

    /**
     * A stretch of text drawn in one font.
     *
     * @param embolden drawn a little heavier (filled and stroked): a bold face was asked but the font that has these
     *                 characters has one weight only (the fallback or the CJK face)
     */
    record Run(PDType0Font font, String text, boolean embolden) {
    }

    Fonts(PDDocument doc, FontFiles files) {
        this.doc = doc;
        this.files = files;
    }

    private PDType0Font load(Face f) {
        return loaded.computeIfAbsent(f, face -> {
            try {
                return PDType0Font.load(doc, files.parse(face), true);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot load the font " + face.file, e);
            }
        });
    }

    /** Line breaks and tabs are drawn as spaces, as are other control characters. */
    static boolean asSpace(int cp) {
        return Character.isISOControl(cp);
    }

    /** Invisible format characters (zero-width space, joiners, byte-order mark) are left out when no face has them. */
    static boolean ignorable(int cp) {
        return Character.getType(cp) == Character.FORMAT;
    }

    /** The faces tried, in order, for a character, starting from {@code f}. */
    private Face[] chain(Face f) {
        return chains.computeIfAbsent(f, this::makeChain);
    }

    private Face[] makeChain(Face f) {
        Face[] own = switch (f) {
            case SERIF -> new Face[] {Face.SERIF, Face.SANS, Face.CJK};
            case SERIF_BOLD -> new Face[] {Face.SERIF_BOLD, Face.SANS_BOLD, Face.SANS, Face.SERIF, Face.CJK};
            case SANS, HOUSE, FALLBACK, CJK -> new Face[] {Face.SANS, Face.SERIF, Face.CJK};
            case SANS_BOLD -> new Face[] {Face.SANS_BOLD, Face.SANS, Face.SERIF, Face.CJK};
            case CONDENSED -> new Face[] {Face.CONDENSED, Face.SANS, Face.SERIF, Face.CJK};
            case CONDENSED_BOLD -> new Face[] {Face.CONDENSED_BOLD, Face.SANS_BOLD, Face.SANS, Face.SERIF, Face.CJK};
        };
        if (!files.hasHouse() && !files.hasFallback()) {
            return own;
        }
        List<Face> all = new ArrayList<>(own.length + 2);
        if (files.hasHouse()) {
            all.add(Face.HOUSE);
        }
        for (Face g : own) {
            if (g == Face.CJK && files.hasFallback()) {
                all.add(Face.FALLBACK);
            }
            all.add(g);
        }
        return all.toArray(Face[]::new);
    }

    /** The face a character is drawn in when {@code face} is asked, or null when it is left out. */
    private Face faceFor(int cp, Face face, String text) {
        int bits = files.faces(cp);
        for (Face f : chain(face)) {
            if ((bits & (1 << f.ordinal())) != 0) {
                return f;
            }
        }
        if (bits != 0) { // only in a face outside this chain
            return Face.values()[Integer.numberOfTrailingZeros(bits)];
        }
        if (ignorable(cp)) {
            return null;
        }
        throw new UnprintableTextException(text, cp);
    }

    private static int normal(int cp) {
        return asSpace(cp) ? ' ' : cp;
    }

    /** Splits {@code text} into runs each drawable in one font. */
    List<Run> runs(String text, Face face) {
        List<Run> runs = new ArrayList<>(1);
        Face current = null;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int cp = normal(text.codePointAt(i));
            i += Character.charCount(text.codePointAt(i));
            Face f = faceFor(cp, face, text);
            if (f == null) {
                continue;
            }
            if (f != current && sb.length() > 0) {
                runs.add(run(current, sb.toString(), face));
                sb.setLength(0);
            }
            current = f;
            sb.appendCodePoint(cp);
        }
        if (sb.length() > 0) {
            runs.add(run(current, sb.toString(), face));
        }
        return runs;
    }

    private Run run(Face drawn, String text, Face asked) {
        return new Run(load(drawn), text, asked.bold() && drawn.lastResort());
    }

    /** The advance of one code point as drawn when {@code face} is asked, in font units. */
    float advance(int cp, Face face, String text) {
        cp = normal(cp);
        Map<Integer, Float> known = advances.computeIfAbsent(face, x -> new HashMap<>());
        Float w = known.get(cp);
        if (w == null) {
            Face f = faceFor(cp, face, text);
            try {
                w = f == null ? 0f : load(f).getStringWidth(new String(Character.toChars(cp)));
            } catch (IOException | IllegalArgumentException e) {
                w = 0f;
            }
            known.put(cp, w);
        }
        return w;
    }

    /** The width of {@code text} in points at {@code size}. */
    float width(String text, Face face, float size) {
        float units = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            units += advance(cp, face, text);
            i += Character.charCount(cp);
        }
        return units / 1000f * size;
    }

    /**
     * The end index of the longest prefix of {@code text} from {@code from} whose width is at most {@code room}
     * points (at least one code point, so that cutting always moves on); linear in the prefix.
     */
    int fitEnd(String text, int from, Face face, float size, float room) {
        float limit = room * 1000f / size;
        float w = 0;
        int i = from;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            float a = advance(cp, face, text);
            if (w + a > limit && i > from) {
                break;
            }
            w += a;
            i += Character.charCount(cp);
            if (w > limit) {
                break;
            }
        }
        return i;
    }

    /** The height of capital letters above the baseline, as a fraction of the font size. */
    float capHeight(Face face) {
        return load(face == Face.HOUSE || face.lastResort() ? Face.SANS : face).getFontDescriptor().getCapHeight()
                / 1000f;
    }

    /** How far glyphs descend below the baseline, as a positive fraction of the font size. */
    float descent(Face face) {
        return -load(face == Face.HOUSE || face.lastResort() ? Face.SANS : face).getFontDescriptor().getDescent()
                / 1000f;
    }
}

package org.gridwright.print;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * The bytes of the TrueType fonts a document embeds, read once from the classpath (the DejaVu fonts of the
 * {@code net.sf.jasperreports:jasperreports-fonts} jar, and Noto Sans SC of {@code com.helger.font:ph-fonts-noto-sans-sc}
 * for Chinese and Japanese) and, when the author names them, a house font and a fallback font; shared, read-only, by every document a
 * {@link PdfPrinter} writes. Also answers which face has a character, from the fonts' own character maps, so that
 * text can be checked before anything is laid out. The CJK face (10 MB) is read only when some text has a character
 * none of the others has.
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
        CONDENSED_BOLD("DejaVuSansCondensed-Bold.ttf"),
        /** The author's house font ({@code --font}), tried first for every text when given. */
        HOUSE(null),
        /**
         * The author's fallback font ({@code --fallback-font}): tried for a character none of the faces above has,
         * before the CJK face. One weight; bold is drawn emboldened, as for the CJK face.
         */
        FALLBACK(null),
        /**
         * Chinese and Japanese (Han, kana, CJK punctuation): the last fallback of every face, read on first need. It
         * has one weight; text asked in a bold face is drawn emboldened ({@link Fonts.Run#embolden()}).
         */
        CJK("/fonts/ttf/NotoSansSC/NotoSansSC-Regular.ttf");

        final String file;

        Face(String file) {
            this.file = file;
        }

        /** The classpath resource of a built-in face. */
        String resource() {
            return file.startsWith("/") ? file : DIR + file;
        }

        boolean bold() {
            return this == SERIF_BOLD || this == SANS_BOLD || this == CONDENSED_BOLD;
        }

        /** A face of one weight, that stands in for any asked face: the fallback and CJK faces. */
        boolean lastResort() {
            return this == FALLBACK || this == CJK;
        }

        /** A face the author names, read from a file. */
        boolean authors() {
            return this == HOUSE || this == FALLBACK;
        }
    }

    private final Map<Face, byte[]> bytes = new EnumMap<>(Face.class);
    /** Character maps of the faces, parsed on first use; for coverage questions only. */
    private final Map<Face, CmapLookup> cmaps = new EnumMap<>(Face.class);
    /** Per code point, a bit per face ({@code 1 << ordinal}) that has it. */
    private final Map<Integer, Integer> coverage = new HashMap<>();

    FontFiles() {
        this(null, null);
    }

    /**
     * @param house    a font to use first, or null
     * @param fallback a font to use for characters no other face has, or null
     */
    FontFiles(AuthorFont house, AuthorFont fallback) {
        for (Face f : Face.values()) {
            if (!f.authors() && f != Face.CJK) {
                bytes.put(f, read(f));
            }
        }
        for (Face f : new Face[] {Face.HOUSE, Face.FALLBACK}) {
            AuthorFont font = f == Face.HOUSE ? house : fallback;
            if (font != null) {
                bytes.put(f, font.bytes());
                cmaps.put(f, font.cmap());
            }
        }
    }

    /** A font the author names: its bytes and its character map, read and checked once. */
    record AuthorFont(byte[] bytes, CmapLookup cmap) {
        /**
         * @throws IllegalArgumentException with the reason when {@code b} is not a TrueType font with outlines this
         *                                  printer can embed
         */
        static AuthorFont of(byte[] b) {
            try {
                return new AuthorFont(b, lookup(b));
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException(e.getMessage() == null ? e.toString() : e.getMessage(), e);
            }
        }
    }

    /** The Unicode character map of a font, which must have TrueType outlines. */
    private static CmapLookup lookup(byte[] b) throws IOException {
        TrueTypeFont ttf = parse(b);
        CmapLookup c = ttf.getUnicodeCmapLookup();
        if (ttf.getGlyph() == null) {
            throw new IllegalArgumentException("no TrueType outlines (glyf table)");
        }
        return c;
    }

    private static byte[] read(Face f) {
        try (InputStream in = FontFiles.class.getResourceAsStream(f.resource())) {
            if (in == null) {
                throw new IllegalStateException("the font " + f.resource() + " is missing from the classpath ("
                        + (f == Face.CJK ? "com.helger.font:ph-fonts-noto-sans-sc" : "net.sf.jasperreports:jasperreports-fonts")
                        + ")");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the font " + f.resource(), e);
        }
    }

    /** True once the CJK face has been read (for tests: it is read only when needed). */
    synchronized boolean cjkRead() {
        return bytes.containsKey(Face.CJK);
    }

    boolean hasHouse() {
        return bytes.containsKey(Face.HOUSE);
    }

    boolean hasFallback() {
        return bytes.containsKey(Face.FALLBACK);
    }

    /** The bytes of a face; the CJK face is read on first need. */
    synchronized byte[] bytes(Face f) {
        if (f == Face.CJK && !bytes.containsKey(f)) {
            bytes.put(f, read(f));
        }
        return bytes.get(f);
    }

    /** Parses a face for embedding in one document (each document embeds its own subset). */
    TrueTypeFont parse(Face f) throws IOException {
        return parse(bytes(f));
    }

    static TrueTypeFont parse(byte[] b) throws IOException {
        TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(b));
        // no glyph substitution: a ligature glyph has no way back to its letters in the text layer, so
        // copying "office" would give "o ce"; Latin, Greek and Cyrillic text needs no shaping
        ttf.setEnableGsub(false);
        return ttf;
    }

    private CmapLookup cjk() {
        bytes(Face.CJK);
        return cmap(Face.CJK);
    }

    private CmapLookup cmap(Face f) {
        CmapLookup c = cmaps.get(f);
        if (c == null) {
            try {
                c = lookup(bytes(f));
            } catch (IOException | RuntimeException e) {
                throw new UncheckedIOException("cannot read the font " + f.file,
                        e instanceof IOException io ? io : new IOException(e));
            }
            cmaps.put(f, c);
        }
        return c;
    }

    /** The faces that have code point {@code cp}, as bits {@code 1 << face.ordinal()}. */
    synchronized int faces(int cp) {
        Integer known = coverage.get(cp);
        if (known != null) {
            return known;
        }
        int bits = 0;
        for (Face f : Face.values()) {
            if (f != Face.CJK && f != Face.FALLBACK && bytes.containsKey(f) && cmap(f).getGlyphId(cp) != 0) {
                bits |= 1 << f.ordinal();
            }
        }
        if (bits == 0 && !Fonts.asSpace(cp)) {
            // the last resorts, only for what no other face has: the author's fallback, then the CJK face (reading
            // it costs 10 MB)
            if (hasFallback() && cmap(Face.FALLBACK).getGlyphId(cp) != 0) {
                bits = 1 << Face.FALLBACK.ordinal();
            } else if (cjk().getGlyphId(cp) != 0) {
                bits = 1 << Face.CJK.ordinal();
            }
        }
        coverage.put(cp, bits);
        return bits;
    }

    /** True when some face has {@code cp}, or it is a character text drawing leaves out or turns into a space. */
    boolean printable(int cp) {
        return Fonts.ignorable(cp) || Fonts.asSpace(cp) || faces(cp) != 0;
    }

    /** The index of the first character of {@code text} no face has, or -1. */
    int firstMissing(String text) {
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            if (!printable(cp)) {
                return i;
            }
            i += Character.charCount(cp);
        }
        return -1;
    }
}

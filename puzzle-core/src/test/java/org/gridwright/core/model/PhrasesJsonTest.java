package org.gridwright.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link Phrases#toJson} writes the JSON itself: it must give exactly what Jackson gives for the same object of
 * strings (puzzle files written before keep their bytes), and a category given phrases must carry the phrases its
 * JSON reads back as.
 */
class PhrasesJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Texts with quotes, backslashes, every control character, non-ASCII letters and surrogate pairs. */
    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().withCharRange('\u0000', '\u007f').withChars("\"\\/\u00e9\u0142\u2028\u20ac")
                .withChars("\ud83d\ude00").ofMaxLength(12);
    }

    @Property(tries = 500)
    void writesWhatJacksonWrites(@ForAll("texts") String a, @ForAll("texts") String b, @ForAll("texts") String c,
            @ForAll boolean ordered, @ForAll boolean amount) throws Exception {
        c = c.replaceAll("[\\[\\]|]", ""); // brackets and bars have their own meaning in these phrases
        Phrases p = new Phrases("x" + a + "@", "@" + b + "y", ordered ? c + " less" : null,
                ordered ? "more " + c : null, amount ? "@ " + c + "|@" : null);
        ObjectNode o = JSON.createObjectNode();
        o.put("is", p.is());
        o.put("isNot", p.isNot());
        if (p.less() != null) {
            o.put("less", p.less());
            o.put("more", p.more());
        }
        if (p.amount() != null) {
            o.put("amount", p.amount());
        }
        assertEquals(JSON.writeValueAsString(o), p.toJson());
        assertEquals(p, Phrases.fromJson(p.toJson(), CategoryKind.NUMERICAL));
    }

    @Test
    void aCategoryCarriesThePhrasesItsJsonReads() {
        Phrases p = new Phrases("paid \"@\"", "did not pay @", "paid @ less than", "paid @ more than", "@ day|@ days");
        Category c = Category.labelled("Fee", CategoryKind.ORDINAL, List.of("a", "b")).withPhrases(p);
        assertEquals(p, c.phrases().orElseThrow());
        assertEquals(c.phrases(), c.withExtensions(c.extensions()).phrases());
        assertEquals(c, c.withExtensions(c.extensions()));
    }

    @Test
    void phrasesThatDoNotFitTheKindAreRefusedAsTheirJsonWouldBe() {
        Category pets = Category.labelled("Pet", CategoryKind.CATEGORICAL, List.of("cat", "dog"));
        Phrases ordered = new Phrases("has the @", "has no @", "has less than", "has more than");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pets.withPhrases(ordered));
        assertEquals("category 'Pet': x-phrases: unordered", e.getMessage());
        IllegalArgumentException viaJson = assertThrows(IllegalArgumentException.class,
                () -> pets.withExtensions(java.util.Map.of(Phrases.KEY, ordered.toJson())));
        assertEquals(e.getMessage(), viaJson.getMessage());
        assertThrows(IllegalArgumentException.class, () -> pets.withPhrases(new Phrases(null, null, null, null)));
    }
}

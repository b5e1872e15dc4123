package org.gridwright.quadrata.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridwright.quadrata.QuadrataFormat;
import org.junit.jupiter.api.Test;

/** The content resolver that tells a Quadrata .lgp from a logic grid finds what the Quadrata writer writes. */
class QuadrataResolverTest {
    private static List<String[]> patterns() throws Exception {
        String xml;
        try (InputStream in = QuadrataDataObject.class.getResourceAsStream("QuadrataResolver.xml")) {
            xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String[]> out = new ArrayList<>();
        Matcher m = Pattern.compile("<pattern value=\"([^\"]*)\" range=\"(\\d+)\"/>").matcher(xml);
        while (m.find()) {
            out.add(new String[] {m.group(1).replace("&quot;", "\""), m.group(2)});
        }
        assertTrue(xml.contains("<resolver mime=\"" + QuadrataDataObject.MIME + "\"/>"), xml);
        return out;
    }

    private static boolean claims(String json) throws Exception {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        for (String[] p : patterns()) {
            String head = new String(bytes, 0, Math.min(bytes.length, Integer.parseInt(p[1])), StandardCharsets.UTF_8);
            if (head.contains(p[0])) {
                return true;
            }
        }
        return false;
    }

    @Test
    void theWritersFilesAreClaimedAndALogicGridIsNot() throws Exception {
        assertEquals(2, patterns().size());
        assertTrue(claims(QuadrataFormat.toJson(EditsTest.small())), "as the writer writes it");
        assertTrue(claims("{\"format\":\"gridwright/1\",\"kind\":\"quadrata\",\"size\":3}"), "written compactly");
        assertFalse(claims("{\"format\": \"gridwright/1\", \"title\": \"quadrata\", \"categories\": []}"));
    }
}

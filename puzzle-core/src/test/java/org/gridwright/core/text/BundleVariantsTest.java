package org.gridwright.core.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A translation defines every numbered variant ({@code x.1}, {@code x.2}, …) its English parent has: {@link
 * Templates#variants} counts through the parent bundle, so a variant the translation lacks is picked from English
 * and prints English words in a translated puzzle. Checked for every {@code *_xx.properties} of every module.
 */
class BundleVariantsTest {
    private static final Pattern TRANSLATION = Pattern.compile("(.+)_([a-z]{2}(?:_[A-Z]{2})?)\\.properties");
    private static final Pattern VARIANT = Pattern.compile(".+\\.\\d+");

    @Test
    void everyTranslationHasEveryNumberedVariantOfItsParent() throws IOException {
        // the tests run in the module's folder; the repository is its parent (every module's bundles)
        Path root = Files.exists(Path.of("..", "pom.xml")) ? Path.of("..") : Path.of(".");
        List<Path> translations;
        try (Stream<Path> files = Files.walk(root)) {
            translations = files.filter(f -> f.toString().replace('\\', '/').contains("/src/main/resources/"))
                    .filter(f -> TRANSLATION.matcher(f.getFileName().toString()).matches()).sorted().toList();
        }
        assertFalse(translations.isEmpty(), "no translated bundle found under " + root.toAbsolutePath());
        List<String> missing = new ArrayList<>();
        int checked = 0;
        for (Path translated : translations) {
            Matcher m = TRANSLATION.matcher(translated.getFileName().toString());
            m.matches();
            Path parent = translated.resolveSibling(m.group(1) + ".properties");
            if (!Files.exists(parent)) {
                continue;
            }
            Properties en = load(parent);
            Properties xx = load(translated);
            checked++;
            for (String key : new TreeSet<>(en.stringPropertyNames())) {
                if (VARIANT.matcher(key).matches() && !xx.containsKey(key)) {
                    missing.add(root.relativize(translated) + ": " + key);
                }
            }
        }
        assertTrue(checked > 0, "no translation with an English parent");
        assertTrue(missing.isEmpty(), "variants a translation lacks (English would be printed):\n"
                + String.join("\n", missing));
    }

    private static Properties load(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }
}

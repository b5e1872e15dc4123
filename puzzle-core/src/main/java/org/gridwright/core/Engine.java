package org.gridwright.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Facts about this build of the engine. */
public final class Engine {
    /**
     * The engine version written into generated puzzles. Same seed, settings, database and version give a
     * byte-identical puzzle.
     */
    public static final String VERSION = readVersion();

    private Engine() {
    }

    private static String readVersion() {
        try (InputStream in = Engine.class.getResourceAsStream("version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("engine.version", "0.0.0");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

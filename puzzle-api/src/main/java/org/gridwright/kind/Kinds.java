package org.gridwright.kind;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The kinds installed (found with {@link ServiceLoader}) and the kind a file names. An immutable snapshot: build one
 * where it is needed; there is no global registry.
 */
public final class Kinds {
    /** The kind of a file without a {@code "kind"} key. */
    public static final String LOGIC_GRID = "logic-grid";

    private final List<PuzzleKind<?, ?>> kinds;

    private Kinds(List<PuzzleKind<?, ?>> kinds) {
        this.kinds = List.copyOf(kinds);
    }

    /** The kinds registered in {@code META-INF/services} visible to {@code loader}, sorted by id. */
    public static Kinds installed(ClassLoader loader) {
        List<PuzzleKind<?, ?>> found = new ArrayList<>();
        for (PuzzleKind<?, ?> k : ServiceLoader.load(PuzzleKind.class, loader)) {
            found.add(k);
        }
        found.sort(Comparator.comparing(PuzzleKind::id));
        return new Kinds(found);
    }

    /** The kinds registered visible to this class's loader. */
    public static Kinds installed() {
        return installed(Kinds.class.getClassLoader());
    }

    /** Exactly these kinds (for tests and for the workbench, which collects them through its Lookup). */
    public static Kinds of(List<? extends PuzzleKind<?, ?>> kinds) {
        return new Kinds(new ArrayList<>(kinds));
    }

    public List<PuzzleKind<?, ?>> all() {
        return kinds;
    }

    public Optional<PuzzleKind<?, ?>> byId(String id) {
        return kinds.stream().filter(k -> k.id().equals(id)).findFirst();
    }

    /** The ids, comma-separated, for messages. */
    public String ids() {
        return String.join(", ", kinds.stream().map(PuzzleKind::id).toList());
    }

    /**
     * The kind a file names in its top-level {@code "kind"} string, {@link #LOGIC_GRID} when it names none. A file
     * that is not readable JSON (or whose {@code "kind"} is not a string) also gives {@link #LOGIC_GRID}, so the
     * logic-grid reader reports its problem as it always has.
     */
    public static String kindOf(Path file) {
        if (!Files.isRegularFile(file)) {
            return LOGIC_GRID;
        }
        JsonFactory f = new JsonFactory();
        try (InputStream in = Files.newInputStream(file); JsonParser p = f.createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return LOGIC_GRID;
            }
            JsonToken t;
            while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (name.equals("kind")) {
                    return v == JsonToken.VALUE_STRING ? p.getText() : LOGIC_GRID;
                }
                p.skipChildren();
            }
            return LOGIC_GRID;
        } catch (IOException | RuntimeException e) {
            return LOGIC_GRID;
        }
    }
}

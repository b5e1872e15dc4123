package org.gridwright.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.gridwright.core.format.PuzzleFormatException;
import org.gridwright.core.format.PuzzleReader;
import org.gridwright.core.model.Clue;
import org.gridwright.core.model.Puzzle;
import org.gridwright.core.text.ClueText;
import org.gridwright.core.text.Templates;

/**
 * {@code gridwright text FILE… [--json]}: a puzzle as plain text, what an author pastes into a web page or an
 * email: the title, the introduction and the numbered clues in words. With {@code --json} one object per file and
 * line: {@code {"file", "title", "intro", "clues": [{"index", "type", "text"}]}} (index from 1, as printed). A file
 * that cannot be read gets one message on stderr; the other files are still printed and the exit status is 2.
 */
public final class TextCommand implements Command {
    private static final Templates T = Templates.of("org.gridwright.cli.Text", Locale.ENGLISH);

    @Override
    public String name() {
        return "text";
    }

    @Override
    public Templates texts() {
        return T;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws UsageException {
        if (KindDispatch.otherKind(args, java.util.Set.of("--lang"))) { // a file of another puzzle kind
            return KindDispatch.text(args, out, err, rest -> run(rest, out, err));
        }
        Options.WithLang withLang = Options.takeLang(args);
        Options.JsonAndFiles given = Options.jsonAndFiles(withLang.rest(), T);
        boolean json = given.json();
        List<String> files = given.files();
        boolean unreadable = false;
        boolean first = true;
        for (String f : files) {
            Puzzle p;
            try {
                p = Options.inLang(PuzzleReader.read(Path.of(f)), withLang.lang());
            } catch (PuzzleFormatException e) {
                err.println("gridwright text: " + e.getMessage());
                unreadable = true;
                continue;
            } catch (java.nio.file.InvalidPathException e) {
                err.println("gridwright text: " + T.fill("badFileName", f));
                unreadable = true;
                continue;
            }
            String shown;
            try {
                shown = json ? Output.line(toJson(f, p)) + System.lineSeparator() : toText(f, p);
            } catch (org.gridwright.core.text.MissingFormException e) {
                // a puzzle in an inflecting language whose items lack a form its sentences need
                err.println("gridwright text: " + T.fill("missingForm", f, e.getMessage()));
                unreadable = true;
                continue;
            }
            if (!json && !first) {
                out.println();
            }
            out.print(shown);
            first = false;
        }
        return unreadable ? Main.USAGE : Main.OK;
    }

    static ObjectNode toJson(String file, Puzzle p) {
        ObjectNode o = Output.object();
        o.put("file", file);
        o.put("title", p.title());
        o.put("intro", p.intro());
        ArrayNode clues = o.putArray("clues");
        for (int i = 0; i < p.clues().size(); i++) {
            Clue c = p.clues().get(i);
            ObjectNode n = clues.addObject();
            n.put("index", i + 1);
            n.put("type", c.type());
            n.put("text", ClueText.render(p, c));
        }
        return o;
    }

    static String toText(String file, Puzzle p) {
        StringBuilder sb = new StringBuilder();
        sb.append(p.title() == null ? T.fill("untitled", file) : p.title()).append('\n').append('\n');
        if (p.intro() != null) {
            sb.append(p.intro()).append('\n').append('\n');
        }
        for (int i = 0; i < p.clues().size(); i++) {
            sb.append(T.fill("clue", i + 1, ClueText.render(p, p.clues().get(i)))).append('\n');
        }
        return sb.toString();
    }
}

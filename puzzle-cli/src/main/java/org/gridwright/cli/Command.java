package org.gridwright.cli;

import java.io.PrintStream;
import java.util.List;
import org.gridwright.core.text.Templates;

/** One {@code gridwright} subcommand. */
public interface Command {

    /** The word that selects it ({@code verify}, {@code solve}, …). */
    String name();

    /** The command's words (its bundle): {@code summary}, {@code usage} and its messages. */
    Templates texts();

    /** One line for {@code gridwright --help}. */
    default String summary() {
        return texts().fill("summary");
    }

    /** Full usage text for {@code gridwright NAME --help}. */
    default String usage() {
        return texts().fill("usage");
    }

    /**
     * Runs the command.
     *
     * @param args the arguments after the command name
     * @param out  results (text or JSON)
     * @param err  messages for the user
     * @return the exit status: 0 success, 1 a puzzle not unique / not solved / not valid, 2 bad usage or input
     * @throws UsageException for bad arguments or unreadable input; the message is shown as is, with exit 2
     */
    int run(List<String> args, PrintStream out, PrintStream err) throws UsageException;
}

package org.gridwright.cli;

import java.io.PrintStream;
import java.util.List;

/** One {@code gridwright} subcommand. */
public interface Command {

    /** The word that selects it ({@code verify}, {@code solve}, …). */
    String name();

    /** One line for {@code gridwright --help}. */
    String summary();

    /** Full usage text for {@code gridwright NAME --help}. */
    String usage();

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

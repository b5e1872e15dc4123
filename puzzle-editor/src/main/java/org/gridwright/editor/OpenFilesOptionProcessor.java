package org.gridwright.editor;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.netbeans.api.sendopts.CommandException;
import org.netbeans.spi.sendopts.Env;
import org.netbeans.spi.sendopts.Option;
import org.netbeans.spi.sendopts.OptionProcessor;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.ServiceProvider;
import org.openide.windows.WindowManager;

/**
 * Opens the files named on the command line ({@code gridwright gui FILE…}), also when they are handed to a
 * workbench that is already running. Relative names are resolved against the directory the launcher was started in.
 */
@ServiceProvider(service = OptionProcessor.class)
@Messages({
    "# {0} - path", "ERR_NoSuchFile=gridwright: no such file: {0}",
    "# {0} - path", "ERR_NotAPuzzle=gridwright: not a puzzle file (.lgp): {0}"
})
public final class OpenFilesOptionProcessor extends OptionProcessor {
    private static final Logger LOG = Logger.getLogger(OpenFilesOptionProcessor.class.getName());
    private final Option files = Option.defaultArguments();

    @Override
    protected Set<Option> getOptions() {
        return Collections.singleton(files);
    }

    @Override
    protected void process(Env env, Map<Option, String[]> values) throws CommandException {
        String[] args = values.get(files);
        if (args == null) {
            return;
        }
        PrintStream err = env.getErrorStream();
        List<OpenCookie> toOpen = new ArrayList<>();
        for (File f : resolve(env.getCurrentDirectory(), args)) {
            if (!f.isFile()) {
                err.println(Bundle.ERR_NoSuchFile(f));
                LOG.log(Level.WARNING, "{0} (launch directory {1})", new Object[] {Bundle.ERR_NoSuchFile(f),
                    env.getCurrentDirectory()});
                continue;
            }
            FileObject fo = FileUtil.toFileObject(f);
            OpenCookie open = null;
            try {
                DataObject d = fo == null ? null : DataObject.find(fo);
                // a logic grid, or a puzzle of another kind (its own DataObject, told apart by the file's "kind")
                open = d != null && fo.hasExt("lgp") || d instanceof LgpDataObject
                        ? d.getLookup().lookup(OpenCookie.class) : null;
            } catch (IOException e) {
                open = null;
            }
            if (open == null) {
                err.println(Bundle.ERR_NotAPuzzle(f));
                LOG.warning(Bundle.ERR_NotAPuzzle(f));
                continue;
            }
            toOpen.add(open);
        }
        WindowManager.getDefault().invokeWhenUIReady(() -> {
            toOpen.forEach(OpenCookie::open);
            if (!toOpen.isEmpty()) {
                StartPageTopComponent.closeOpened(); // the author came to work on these puzzles
            }
        });
    }

    /** The files named, relative ones resolved against {@code cwd}, normalized. */
    static List<File> resolve(File cwd, String... names) {
        List<File> out = new ArrayList<>();
        for (String n : names) {
            File f = new File(n);
            if (!f.isAbsolute()) {
                f = new File(cwd, n);
            }
            out.add(FileUtil.normalizeFile(f));
        }
        return out;
    }
}

package org.gridwright.editor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.gridwright.core.format.PuzzleWriter;
import org.gridwright.core.model.Puzzle;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileSystem;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;

/**
 * New puzzles that have no file yet: each lives as {@code Untitled-N.lgp} on an in-memory file system of the
 * session until the author saves it, and Save asks where ({@link LgpDataObject}). N is the smallest number not in
 * use.
 */
@Messages({"# {0} - reason", "ERR_Untitled=The new puzzle could not be opened: {0}"})
final class Untitled {
    private static final FileSystem MEMORY = FileUtil.createMemoryFileSystem();

    private Untitled() {
    }

    /** True when {@code fo} is one of these (not on disk). */
    static boolean is(FileObject fo) {
        try {
            return fo.getFileSystem() == MEMORY;
        } catch (IOException e) {
            return false;
        }
    }

    /** Opens {@code p} in the editor as the next Untitled-N, unsaved. Swing thread. */
    static void open(Puzzle p) {
        try {
            FileObject fo = create(p);
            OpenCookie o = DataObject.find(fo).getLookup().lookup(OpenCookie.class);
            if (o != null) {
                o.open();
            }
        } catch (IOException e) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.ERR_Untitled(e.getMessage()),
                    NotifyDescriptor.ERROR_MESSAGE));
        }
    }

    /** Writes {@code p} to a new Untitled-N.lgp in memory. */
    static FileObject create(Puzzle p) throws IOException {
        FileObject root = MEMORY.getRoot();
        int n = 1;
        while (root.getFileObject("Untitled-" + n, "lgp") != null) {
            n++;
        }
        FileObject fo = root.createData("Untitled-" + n, "lgp");
        try (OutputStream out = fo.getOutputStream()) {
            out.write(PuzzleWriter.toJson(p).getBytes(StandardCharsets.UTF_8));
        }
        return fo;
    }
}

package org.gridwright.quadrata.editor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.QuadrataFormat;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileSystem;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;

/**
 * New Quadrata puzzles that have no file yet: each lives as {@code Quadrata-N.lgp} on an in-memory file system of
 * the session until the author saves it (Save asks where).
 */
@Messages({"# {0} - reason", "ERR_Untitled=The new puzzle could not be opened: {0}"})
final class Untitled {
    private static final FileSystem MEMORY = FileUtil.createMemoryFileSystem();

    private Untitled() {
    }

    static boolean is(FileObject fo) {
        try {
            return fo.getFileSystem() == MEMORY;
        } catch (IOException e) {
            return false;
        }
    }

    /** Opens {@code q} in its editor as the next Quadrata-N, unsaved. Swing thread. */
    static void open(Quadrata q) {
        try {
            FileObject root = MEMORY.getRoot();
            int n = 1;
            while (root.getFileObject("Quadrata-" + n, "lgp") != null) {
                n++;
            }
            FileObject fo = root.createData("Quadrata-" + n, "lgp");
            try (OutputStream out = fo.getOutputStream()) {
                out.write(QuadrataFormat.toJson(q).getBytes(StandardCharsets.UTF_8));
            }
            OpenCookie o = DataObject.find(fo).getLookup().lookup(OpenCookie.class);
            if (o != null) {
                o.open();
            }
        } catch (IOException e) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.ERR_Untitled(e.getMessage()),
                    NotifyDescriptor.ERROR_MESSAGE));
        }
    }
}

package org.gridwright.workbench;

import java.awt.Frame;
import java.util.prefs.Preferences;
import org.openide.util.NbPreferences;
import org.openide.windows.OnShowing;
import org.openide.windows.WindowManager;

/**
 * The main window fills the screen the first time the workbench starts; after that it opens as the author left it
 * (the platform remembers its size and state).
 */
@OnShowing
public final class FirstWindow implements Runnable {
    static final String KEY_DONE = "window.maximised.once";

    @Override
    public void run() {
        Preferences p = NbPreferences.forModule(FirstWindow.class);
        if (!p.getBoolean(KEY_DONE, false)) {
            p.putBoolean(KEY_DONE, true);
            Frame f = WindowManager.getDefault().getMainWindow();
            f.setExtendedState(f.getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
    }
}

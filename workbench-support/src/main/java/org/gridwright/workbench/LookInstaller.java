package org.gridwright.workbench;

import org.openide.modules.ModuleInstall;

/**
 * Gives a first start the platform's FlatLaf light look (an author chooses dark on the Gridwright page of Tools › Options).
 * It runs in {@link #validate()}, before the platform reads the look and feel from its preferences.
 */
public final class LookInstaller extends ModuleInstall {
    @Override
    public void validate() {
        GridwrightOptions.get().defaultLook();
    }
}

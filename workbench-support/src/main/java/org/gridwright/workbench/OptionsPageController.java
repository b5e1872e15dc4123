package org.gridwright.workbench;

import java.beans.PropertyChangeListener;
import java.beans.PropertyChangeSupport;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.netbeans.spi.options.OptionsPanelController;
import org.openide.util.HelpCtx;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;

/**
 * Registers {@link OptionsPage} as the first page of Tools › Options ("Gridwright"). Apply and OK keep the page's
 * choices in {@link GridwrightOptions}; OK stays disabled while the page names a problem.
 */
@OptionsPanelController.TopLevelRegistration(categoryName = "#OptionsCategory_Name",
        iconBase = "org/gridwright/workbench/options32.png", keywords = "#OptionsCategory_Keywords",
        keywordsCategory = "Gridwright", position = 50)
@Messages({
    "OptionsCategory_Name=Gridwright",
    "OptionsCategory_Keywords=look,dark,light,theme,database,categories,paper,font,print,pdf"
})
public final class OptionsPageController extends OptionsPanelController {
    private final PropertyChangeSupport pcs = new PropertyChangeSupport(this);
    private OptionsPage page;
    private boolean changed;
    private boolean valid = true;

    private OptionsPage page() {
        if (page == null) {
            page = new OptionsPage();
            page.setOnChange(this::pageChanged);
        }
        return page;
    }

    private void pageChanged() {
        boolean wasChanged = changed;
        boolean wasValid = valid;
        changed = page.differs(GridwrightOptions.get());
        valid = page.problem() == null;
        if (wasChanged != changed) {
            pcs.firePropertyChange(PROP_CHANGED, wasChanged, changed);
        }
        if (wasValid != valid) {
            pcs.firePropertyChange(PROP_VALID, wasValid, valid);
        }
    }

    @Override
    public void update() {
        onSwing(() -> page().load(GridwrightOptions.get()));
    }

    @Override
    public void applyChanges() {
        onSwing(() -> {
            if (page != null && page.store(GridwrightOptions.get())) {
                pageChanged();
            }
        });
    }

    /** The platform may call from another thread; the page is Swing's. */
    private static void onSwing(Runnable r) {
        if (SwingUtilities.isEventDispatchThread()) {
            r.run();
        } else {
            SwingUtilities.invokeLater(r);
        }
    }

    @Override
    public void cancel() {
        // nothing is kept before Apply or OK
    }

    @Override
    public boolean isValid() {
        return valid;
    }

    @Override
    public boolean isChanged() {
        return changed;
    }

    @Override
    public JComponent getComponent(Lookup masterLookup) {
        return page();
    }

    @Override
    public HelpCtx getHelpCtx() {
        return null;
    }

    @Override
    public void addPropertyChangeListener(PropertyChangeListener l) {
        pcs.addPropertyChangeListener(l);
    }

    @Override
    public void removePropertyChangeListener(PropertyChangeListener l) {
        pcs.removePropertyChangeListener(l);
    }
}

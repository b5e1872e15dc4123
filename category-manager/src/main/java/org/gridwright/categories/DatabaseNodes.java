package org.gridwright.categories;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import org.gridwright.core.db.DbCategory;
import org.gridwright.core.db.DbClass;
import org.gridwright.core.db.Statistics.CategoryStats;
import org.gridwright.core.db.Statistics.ClassStats;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.Node;
import org.openide.nodes.PropertySupport;
import org.openide.nodes.Sheet;
import org.openide.util.NbBundle.Messages;

/**
 * The Categories tree: classes, and in each its categories (shown by their headings, the id beside), with kind,
 * item count, weight (editable, as an
 * undoable edit) and probability of being drawn. Nodes are keyed by name and place and read the workspace's
 * current value, so after an edit the tree keeps its expansion and selection and only repaints.
 */
@Messages({
    "COL_Heading=Id",
    "COL_Kind=Kind",
    "COL_Items=Items",
    "COL_Weight=Weight",
    "COL_Probability=Probability",
    "HINT_Probability=Probability of being drawn for a slot of its kind (2 items per category)",
    "# {0} - class", "# {1} - weight", "UNDO_ClassWeight=Weight of {0} to {1}",
    "# {0} - category", "# {1} - weight", "UNDO_CategoryWeight=Weight of {0} to {1}",
    "# {0} - count", "LBL_Categories={0,choice,1#1 category|1<{0} categories}"
})
final class DatabaseNodes {
    static final String KIND = "kind";
    static final String HEADING = "heading";
    static final String ITEMS = "items";
    static final String WEIGHT = "weight";
    static final String PROBABILITY = "probability";

    private DatabaseNodes() {
    }

    /** The invisible root: its children are the classes. */
    static Node root(CategoryWorkspace ws) {
        return new AbstractNode(new Followed(() -> ws.database().classes().stream().map(DbClass::name).toList(),
                name -> new ClassNode(ws, name))) {
            @Override
            public Action[] getActions(boolean context) {
                return NodeActions.forRoot();
            }
        };
    }

    /** Makes the nodes under {@code root} show the workspace's current value. */
    static void refresh(Node root) {
        if (root.getChildren() instanceof Followed f) {
            f.follow();
        }
    }

    /** A node that can show the workspace's current value again. */
    interface Follows {
        void follow();
    }

    /**
     * Children keyed by name (classes) or place (categories): after a change the keys are set again, so nodes of
     * keys still there are kept (with their expansion and selection) and show the new value.
     */
    static final class Followed extends Children.Keys<String> {
        private final java.util.function.Supplier<List<String>> keys;
        private final java.util.function.Function<String, Node> make;

        Followed(java.util.function.Supplier<List<String>> keys, java.util.function.Function<String, Node> make) {
            this.keys = keys;
            this.make = make;
        }

        @Override
        protected void addNotify() {
            setKeys(keys.get());
        }

        void follow() {
            if (!isInitialized()) {
                return;
            }
            setKeys(keys.get());
            for (Node n : getNodes()) {
                if (n instanceof Follows f) {
                    f.follow();
                }
            }
        }

        @Override
        protected Node[] createNodes(String key) {
            return new Node[] {make.apply(key)};
        }
    }

    static final class ClassNode extends AbstractNode implements Follows {
        private final CategoryWorkspace ws;
        private final String name;

        ClassNode(CategoryWorkspace ws, String name) {
            super(new Followed(() -> ws.database().categoriesOf(name).stream().map(DbCategory::place).toList(),
                    place -> new CategoryNode(ws, place)));
            this.ws = ws;
            this.name = name;
            setName(name);
            setIconBaseWithExtension("org/gridwright/categories/class.png");
        }

        String className() {
            return name;
        }

        @Override
        public void follow() {
            ((Followed) getChildren()).follow();
            firePropertyChange(ITEMS, null, null);
            firePropertyChange(WEIGHT, null, null);
            firePropertyChange(PROBABILITY, null, null);
            firePropertyChange(HEADING, null, null);
        }

        private Optional<ClassStats> stats() {
            return ws.view().classStats(name);
        }

        @Override
        public Action[] getActions(boolean context) {
            return NodeActions.forClass(name);
        }

        @Override
        protected Sheet createSheet() {
            Sheet sheet = Sheet.createDefault();
            Sheet.Set set = Sheet.createPropertiesSet();
            set.put(new ReadOnly<>(HEADING, String.class, Bundle.COL_Heading(),
                    () -> stats().map(s -> Bundle.LBL_Categories(s.counts().categories())).orElse("")));
            set.put(new ReadOnly<>(KIND, String.class, Bundle.COL_Kind(), () -> ""));
            set.put(new ReadOnly<>(ITEMS, Integer.class, Bundle.COL_Items(),
                    () -> stats().map(s -> s.counts().items()).orElse(0)));
            set.put(new Weight(Bundle.COL_Weight(), () -> ws.database().dbClass(name).map(DbClass::weight).orElse(0.0),
                    w -> CategoryManager.edit(Bundle.UNDO_ClassWeight(name, Format.weight(w)),
                            d -> d.dbClass(name).map(c -> d.withClass(c.withWeight(w))).orElse(d))));
            set.put(new ReadOnly<>(PROBABILITY, String.class, Bundle.COL_Probability(),
                    () -> stats().map(s -> Format.perKind(s.probability())).orElse("")));
            sheet.put(set);
            return sheet;
        }
    }

    static final class CategoryNode extends AbstractNode implements Follows {
        private final CategoryWorkspace ws;
        private final String place;

        CategoryNode(CategoryWorkspace ws, String place) {
            super(Children.LEAF);
            this.ws = ws;
            this.place = place;
            setName(place);
            setIconBaseWithExtension("org/gridwright/categories/category.png");
        }

        /** The heading a reader sees ("Women's names"), not the id ("womens_names"). */
        @Override
        public String getDisplayName() {
            return category().map(DbCategory::name).filter(n -> !n.isBlank()).orElse(id());
        }

        @Override
        public String getShortDescription() {
            return place;
        }

        String place() {
            return place;
        }

        @Override
        public void follow() {
            fireDisplayNameChange(null, null);
            firePropertyChange(HEADING, null, null);
            firePropertyChange(KIND, null, null);
            firePropertyChange(ITEMS, null, null);
            firePropertyChange(WEIGHT, null, null);
            firePropertyChange(PROBABILITY, null, null);
        }

        private Optional<DbCategory> category() {
            return ws.view().category(place);
        }

        @Override
        public Action getPreferredAction() {
            return NodeActions.open(place);
        }

        @Override
        public Action[] getActions(boolean context) {
            return NodeActions.forCategory(place);
        }

        @Override
        protected Sheet createSheet() {
            Sheet sheet = Sheet.createDefault();
            Sheet.Set set = Sheet.createPropertiesSet();
            set.put(new ReadOnly<>(HEADING, String.class, Bundle.COL_Heading(), this::id));
            set.put(new ReadOnly<>(KIND, String.class, Bundle.COL_Kind(),
                    () -> category().map(c -> c.kind().code()).orElse("")));
            set.put(new ReadOnly<>(ITEMS, Integer.class, Bundle.COL_Items(),
                    () -> category().map(DbCategory::size).orElse(0)));
            set.put(new Weight(Bundle.COL_Weight(), () -> category().map(DbCategory::weight).orElse(0.0),
                    w -> CategoryManager.edit(Bundle.UNDO_CategoryWeight(place, Format.weight(w)),
                            d -> d.category(className(), id())
                                    .map(c -> d.withCategory(c.withWeight(w))).orElse(d))));
            ReadOnly<String> p = new ReadOnly<>(PROBABILITY, String.class, Bundle.COL_Probability(),
                    () -> ws.view().categoryStats(place).map(CategoryStats::probability).map(Format::percent)
                            .orElse(""));
            p.setShortDescription(Bundle.HINT_Probability());
            set.put(p);
            sheet.put(set);
            return sheet;
        }

        private String className() {
            return place.substring(0, place.indexOf('/'));
        }

        private String id() {
            return place.substring(place.indexOf('/') + 1);
        }
    }

    /** A read-only property computed when shown. */
    static final class ReadOnly<T> extends PropertySupport.ReadOnly<T> {
        private final java.util.function.Supplier<T> value;

        ReadOnly(String name, Class<T> type, String displayName, java.util.function.Supplier<T> value) {
            super(name, type, displayName, null);
            this.value = value;
            setValue("suppressCustomEditor", Boolean.TRUE);
        }

        @Override
        public T getValue() {
            return value.get();
        }
    }

    /** An editable weight; setting it makes an undoable edit (a refused one is explained, not thrown). */
    static final class Weight extends PropertySupport.ReadWrite<Double> {
        private final java.util.function.DoubleSupplier value;
        private final java.util.function.DoubleConsumer set;

        Weight(String displayName, java.util.function.DoubleSupplier value, java.util.function.DoubleConsumer set) {
            super(WEIGHT, Double.class, displayName, null);
            this.value = value;
            this.set = set;
        }

        @Override
        public Double getValue() {
            return value.getAsDouble();
        }

        @Override
        public void setValue(Double w) throws IllegalArgumentException, InvocationTargetException {
            if (w != null && w != value.getAsDouble()) {
                set.accept(w);
            }
        }
    }
}

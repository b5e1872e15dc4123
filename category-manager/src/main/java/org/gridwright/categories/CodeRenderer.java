package org.gridwright.categories;

import java.awt.Component;
import java.util.function.Function;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;

/** Shows an enum choice by the code written in files ({@code categorical}), not by its Java name. */
final class CodeRenderer<E> extends DefaultListCellRenderer {
    private final transient Function<E, String> code;

    private CodeRenderer(Function<E, String> code) {
        this.code = code;
    }

    static <E> CodeRenderer<E> of(Function<E, String> code) {
        return new CodeRenderer<>(code);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
            boolean focus) {
        return super.getListCellRendererComponent(list, value == null ? "" : code.apply((E) value), index, selected,
                focus);
    }
}

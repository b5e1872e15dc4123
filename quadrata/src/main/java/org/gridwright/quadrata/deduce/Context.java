package org.gridwright.quadrata.deduce;

import java.util.List;
import org.gridwright.kind.Monitor;
import org.gridwright.quadrata.Quadrata;
import org.gridwright.quadrata.Sign;
import org.gridwright.quadrata.solve.Constraints;

/**
 * What a technique sees besides the candidates: the order, the signs, the compiled constraints (for trials), the
 * techniques of lower levels (for forcing) and the monitor.
 */
public final class Context {
    final int n;
    final int full;
    final List<Sign> signs;
    final Constraints constraints;
    final Monitor monitor;
    /** The techniques a forcing trial may use. */
    List<Technique> trialTechniques = List.of();

    public Context(Quadrata q, Monitor monitor) {
        this(q.size(), q.signs(), new Constraints(q), monitor);
    }

    Context(int n, List<Sign> signs, Constraints constraints, Monitor monitor) {
        this.n = n;
        this.full = (1 << n) - 1;
        this.signs = signs;
        this.constraints = constraints;
        this.monitor = monitor;
    }

    int cell(int line, int k) {
        return line < n ? line * n + k : k * n + (line - n);
    }

    static boolean single(int m) {
        return m != 0 && (m & (m - 1)) == 0;
    }
}

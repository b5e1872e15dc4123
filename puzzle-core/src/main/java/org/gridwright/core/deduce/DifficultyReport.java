package org.gridwright.core.deduce;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Why a trace is as hard as it is: beside its {@link Difficulty} (level and score), which techniques it needed and
 * how often, in the engine's order, and its hardest step (the first step of the highest level, ties to the higher
 * score). Immutable; made by {@link #of(Trace, TechniqueSet)}.
 *
 * @param difficulty      the trace's level and score
 * @param uses            per technique used, in the engine's order: its data and how many steps used it
 * @param hardestStep     the 0-based index of the hardest step, or -1 for a trace without steps
 * @param hardestKeyStep  the 0-based index of the key step ({@link KeySteps#of(Trace)}) holding it, or -1
 */
public record DifficultyReport(Difficulty difficulty, List<Use> uses, int hardestStep, int hardestKeyStep) {
    public DifficultyReport {
        Objects.requireNonNull(difficulty, "difficulty");
        uses = List.copyOf(uses);
    }

    /** One technique a trace used: its data and how many of the trace's steps are its. */
    public record Use(TechniqueInfo technique, int steps) {
        public Use {
            Objects.requireNonNull(technique, "technique");
        }
    }

    /** The report of a trace made with the default techniques. */
    public static DifficultyReport of(Trace t) {
        return of(t, TechniqueSet.defaults());
    }

    /** The report of a trace made with {@code techniques} (steps of techniques it does not know are left out). */
    public static DifficultyReport of(Trace t, TechniqueSet techniques) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (TechniqueInfo i : techniques.infos()) {
            counts.put(i.id(), 0);
        }
        int hardest = -1;
        TechniqueInfo hardestInfo = null;
        for (int s = 0; s < t.steps().size(); s++) {
            String id = t.steps().get(s).technique();
            TechniqueInfo info = techniques.info(id).orElse(null);
            if (info == null) {
                continue;
            }
            counts.merge(id, 1, Integer::sum);
            if (hardestInfo == null || info.level().compareTo(hardestInfo.level()) > 0
                    || (info.level() == hardestInfo.level() && info.score() > hardestInfo.score())) {
                hardest = s;
                hardestInfo = info;
            }
        }
        List<Use> uses = new ArrayList<>();
        for (TechniqueInfo i : techniques.infos()) {
            int n = counts.get(i.id());
            if (n > 0) {
                uses.add(new Use(i, n));
            }
        }
        int key = -1;
        if (hardest >= 0) {
            List<KeyStep> keys = KeySteps.of(t);
            for (int k = 0; k < keys.size(); k++) {
                if (keys.get(k).indices().contains(hardest)) {
                    key = k;
                    break;
                }
            }
        }
        return new DifficultyReport(t.difficulty(), uses, hardest, key);
    }
}

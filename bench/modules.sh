#!/usr/bin/env bash
# Runs the module benchmarks that are not part of `gridwright bench` (they live in test scope, beside the code they
# measure) and prints their figures. Used to fill BENCHMARKS.md; not a test, asserts nothing.
#   bench/modules.sh [solver|engine|db|print|categories|book]…   (default: all)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
what=("$@")
(( ${#what[@]} )) || what=(solver engine db print categories book)

cp_of() { # module → its runtime + test class path, building it (and what it needs) without running tests
    local m=$1 f
    f=$(mktemp)
    # every module of the reactor writes the file in turn; the module asked for is built last
    mvn -B -q -o -pl "$m" -am -DskipTests package dependency:build-classpath -Dmdep.outputFile="$f" \
        -Dmdep.includeScope=test >&2 || { echo "bench/modules.sh: the build of $m failed" >&2; exit 2; }
    echo "$ROOT/$m/target/classes:$ROOT/$m/target/test-classes:$(cat "$f")"
    rm -f "$f"
}

# the published corpus beside the repository (the figures in BENCHMARKS.md), else the repository's fixture puzzles
corpus="$ROOT/../shared/corpus/real"
[[ -d $corpus ]] || corpus="$ROOT/puzzle-core/src/test/resources/org/gridwright/core/testing/fixtures"
for w in "${what[@]}"; do
    case $w in
    solver)
        cp=$(cp_of puzzle-core) || exit 2
        echo "== uniqueness check, 5×5"; java -cp "$cp" org.gridwright.core.solve.SolverBenchmark 50 5 5
        echo "== uniqueness check, 8×8"; java -cp "$cp" org.gridwright.core.solve.SolverBenchmark 20 8 8 ;;
    engine)
        cp=$(cp_of puzzle-core) || exit 2
        echo "== whole trace, 5×5"; java -cp "$cp" org.gridwright.core.deduce.EngineBenchmark 5 5 20
        echo "== whole trace, 8×8"; java -cp "$cp" org.gridwright.core.deduce.EngineBenchmark 8 8 10 ;;
    db)
        cp=$(cp_of puzzle-core) || exit 2
        echo "== category database, 1,000 categories × 200 items"; java -cp "$cp" org.gridwright.core.db.DbBench 1000 200 ;;
    print)
        cp=$(cp_of puzzle-print) || exit 2
        echo "== 100-puzzle book"; java -cp "$cp" org.gridwright.print.PrintBenchmark "$corpus" 100
        echo "== 100-puzzle book, key steps"; java -cp "$cp" org.gridwright.print.PrintBenchmark "$corpus" 100 --steps
        echo "== 100-puzzle book, 6x9 with gutter, CJK titles"; java -cp "$cp" org.gridwright.print.PrintBenchmark "$corpus" 100 --6x9 --cjk
        echo "== text length (linear time)"; java -cp "$cp" org.gridwright.print.PrintBenchmark --long ;;
    categories)
        cp=$(cp_of category-manager) || exit 2
        echo "== category manager, 1,000 categories × 200 items"; java -cp "$cp" org.gridwright.categories.CategoryManagerBench 1000 200 ;;
    book)
        cp=$(cp_of puzzle-editor) || exit 2
        echo "== workbench Export Book, OK to preview"
        # run from the module folder: the bench finds the real corpus as the module's tests do (TestCorpus)
        (cd puzzle-editor && java -Djava.awt.headless=true -cp "$cp" org.gridwright.editor.BookExportBench 12 60) ;;
    *) echo "unknown benchmark '$w' (solver, engine, db, print, categories, book)" >&2; exit 2 ;;
    esac
done

#!/usr/bin/env bash
# Runs the module benchmarks that are not part of `gridwright bench` (they live in test scope, beside the code they
# measure) and prints their figures. Used to fill BENCHMARKS.md; not a test, asserts nothing.
#   bench/modules.sh [solver|engine|db|print|categories]…   (default: all)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
what=("$@")
(( ${#what[@]} )) || what=(solver engine db print categories)

echo "== building (test classes, no tests run)" >&2
mvn -B -q -o -pl puzzle-core,puzzle-print,category-manager -am package -DskipTests >/dev/null

cp_of() { # module → its runtime+test class path
    local m=$1 f
    f=$(mktemp)
    mvn -B -q -o -pl "$m" dependency:build-classpath -Dmdep.outputFile="$f" -Dmdep.includeScope=test >/dev/null
    echo "$ROOT/$m/target/classes:$ROOT/$m/target/test-classes:$(cat "$f")"
    rm -f "$f"
}

corpus="$ROOT/../shared/corpus/real"
for w in "${what[@]}"; do
    case $w in
    solver)
        cp=$(cp_of puzzle-core)
        echo "== uniqueness check, 5×5"; java -cp "$cp" org.gridwright.core.solve.SolverBenchmark 50 5 5
        echo "== uniqueness check, 8×8"; java -cp "$cp" org.gridwright.core.solve.SolverBenchmark 20 8 8 ;;
    engine)
        cp=$(cp_of puzzle-core)
        echo "== whole trace, 5×5"; java -cp "$cp" org.gridwright.core.deduce.EngineBenchmark 5 5 20
        echo "== whole trace, 8×8"; java -cp "$cp" org.gridwright.core.deduce.EngineBenchmark 8 8 10 ;;
    db)
        cp=$(cp_of puzzle-core)
        echo "== category database, 1,000 categories × 200 items"; java -cp "$cp" org.gridwright.core.db.DbBench 1000 200 ;;
    print)
        cp=$(cp_of puzzle-print)
        echo "== 100-puzzle book"; java -cp "$cp" org.gridwright.print.PrintBenchmark "$corpus" 100 ;;
    categories)
        cp=$(cp_of category-manager)
        echo "== category manager, 1,000 categories × 200 items"; java -cp "$cp" org.gridwright.categories.CategoryManagerBench 1000 200 ;;
    *) echo "unknown benchmark '$w' (solver, engine, db, print, categories)" >&2; exit 2 ;;
    esac
done

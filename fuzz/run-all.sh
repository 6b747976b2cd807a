#!/usr/bin/env bash
# Fuzzes every target one after another (libFuzzer, nightly toolchain), SECONDS_EACH each
# (default 600), and prints the executions and time of each. Crashes land in fuzz/artifacts/.
#   fuzz/run-all.sh [TARGET...]
set -uo pipefail
cd "$(dirname "$0")/.."
S=${SECONDS_EACH:-600}
TARGETS=${*:-$(sed -n 's/^name = "\(.*_\(position\|move\)\|record_import\|link\|play_link\)"$/\1/p' fuzz/Cargo.toml)}
mkdir -p fuzz/logs
for t in $TARGETS; do
  cargo +nightly fuzz run "$t" -- -max_total_time="$S" -timeout=10 -print_final_stats=1 \
    >"fuzz/logs/$t.log" 2>&1
  rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "fuzz/logs/$t.log" | grep -o '[0-9]*$')
  secs=$(grep -o 'Done [0-9]* runs in [0-9]* second' "fuzz/logs/$t.log" | grep -o 'in [0-9]*' | grep -o '[0-9]*')
  echo "$t exit=$rc execs=${execs:-?} seconds=${secs:-?} corpus=$(ls fuzz/corpus/"$t" | wc -l)"
done

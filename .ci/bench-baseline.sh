#!/usr/bin/env bash
# The engines' speed against a baseline commit, measured side by side in the same run so that the
# ratio holds on a busy machine: both `mahai` binaries are built, then each game's random playouts
# are timed alternately (baseline, this tree, baseline, ...) and each side keeps its best round.
#   BENCH_BASE=REV      the commit compared with (default 91cc0ad, where issue 14 started)
#   BENCH_ROUNDS=N      rounds per game and side (default 3)
#   SECONDS_PER_GAME=S  seconds per round (default 3)
# Prints one table: plies/s per game for both (for Bao la Kete a ply is a whole turn) and the
# ratio now/baseline.
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BENCH_BASE:-91cc0ad}
ROUNDS=${BENCH_ROUNDS:-3}
S=${SECONDS_PER_GAME:-3}
base_dir=target/bench-base
rev=$(git rev-parse --verify "$BASE^{commit}")
if [ "$(cat "$base_dir/REV" 2>/dev/null || true)" != "$rev" ]; then
  rm -rf "$base_dir/src"
  mkdir -p "$base_dir/src"
  git archive "$rev" | tar -x -C "$base_dir/src"
  echo "$rev" >"$base_dir/REV"
fi
echo "building the baseline $(git rev-parse --short "$rev") and this tree ..." >&2
cargo build --release --quiet --bin mahai --manifest-path "$base_dir/src/Cargo.toml" \
  --target-dir "$base_dir/target"
cargo build --release --quiet --bin mahai
base_bin=$base_dir/target/release/mahai
now_bin=target/release/mahai
GAMES=$($now_bin list | cut -d' ' -f1 | uniq)
# plies/s of one round: plies over seconds of the playout line (both versions print it).
rate() {
  "$1" bench "$2" --seconds "$S" | grep ' playouts=' |
    sed 's/.* plies=\([0-9]*\) seconds=\([0-9.]*\).*/\1 \2/' | awk '{printf "%.0f", $1/$2}'
}
best() { if [ "$2" -gt "$1" ]; then echo "$2"; else echo "$1"; fi; }
declare -A B N
for g in $GAMES; do
  B[$g]=0
  N[$g]=0
  for _ in $(seq "$ROUNDS"); do
    B[$g]=$(best "${B[$g]}" "$(rate "$base_bin" "$g")")
    N[$g]=$(best "${N[$g]}" "$(rate "$now_bin" "$g")")
  done
done
printf '| %-15s | %16s | %16s | %7s |\n' game "plies/s $(git rev-parse --short "$rev")" "plies/s now" ratio
printf '| %-15s | %16s | %16s | %7s |\n' --- ---: ---: ---:
for g in $GAMES; do
  printf '| %-15s | %16s | %16s | %7s |\n' "$g" "${B[$g]}" "${N[$g]}" \
    "$(awk -v n="${N[$g]}" -v b="${B[$g]}" 'BEGIN{printf "%.2f x", n/b}')"
done

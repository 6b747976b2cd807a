#!/usr/bin/env bash
# `make bench`: one table, for every game, of random playouts/s and search iterations/s, natively
# (`mahai bench`) and in headless Chromium (tests/bench_web.rs), with the wasm/native ratio.
#   SECONDS_PER_GAME=S  time per game and platform (default 3)
#   BENCH_NO_WASM=1     native column only (and no shipped-worker lines)
#   BENCH_NO_BASE=1     skip the second table (.ci/bench-baseline.sh: plies/s against the
#                       commit issue 14 started from, both built and run side by side)
# Search iterations/s: the strong level's searches from the start position (`iterations/s=` in
# `mahai bench`, `search/s=` in tests/bench_web.rs).
set -euo pipefail
cd "$(dirname "$0")/.."
S=${SECONDS_PER_GAME:-3}
cargo build --release --quiet --bin mahai
GAMES=$(target/release/mahai list | cut -d' ' -f1 | uniq)
declare -A NPO NSE WPO WSE
for g in $GAMES; do
  out=$(target/release/mahai bench "$g" --seconds "$S")
  NPO[$g]=$(grep -o 'playouts/s=[0-9.]*' <<<"$out" | cut -d= -f2)
  NSE[$g]=$(grep -o 'iterations/s=[0-9.]*' <<<"$out" | cut -d= -f2 || true)
done
if [ -z "${BENCH_NO_WASM:-}" ]; then
  log=$(mktemp)
  MAHAI_BENCH_SECONDS=$S cargo test --release --target wasm32-unknown-unknown \
    --test bench_web -- --nocapture >"$log" 2>&1 || { cat "$log"; echo "wasm bench failed" >&2; exit 1; }
  for g in $GAMES; do
    line=$(grep "BENCH-WASM $g " "$log" || true)
    WPO[$g]=$(grep -o 'playouts/s=[0-9.]*' <<<"$line" | cut -d= -f2 || true)
    WSE[$g]=$(grep -o 'search/s=[0-9.]*' <<<"$line" | cut -d= -f2 || true)
  done
  rm -f "$log"
fi
ratio() { if [ -n "${1:-}" ] && [ -n "${2:-}" ]; then awk -v w="$1" -v n="$2" 'BEGIN{printf "%.0f %%", 100*w/n}'; else echo n/a; fi; }
fmt() { if [ -n "${1:-}" ]; then printf '%.0f' "$1"; else echo n/a; fi; }
printf '| %-15s | %14s | %14s | %8s | %14s | %14s | %8s |\n' game "playouts/s nat" "playouts/s wasm" "wasm/nat" "search/s nat" "search/s wasm" "wasm/nat"
printf '| %-15s | %14s | %14s | %8s | %14s | %14s | %8s |\n' --- ---: ---: ---: ---: ---: ---:
for g in $GAMES; do
  printf '| %-15s | %14s | %14s | %8s | %14s | %14s | %8s |\n' "$g" \
    "$(fmt "${NPO[$g]:-}")" "$(fmt "${WPO[$g]:-}")" "$(ratio "${WPO[$g]:-}" "${NPO[$g]:-}")" \
    "$(fmt "${NSE[$g]:-}")" "$(fmt "${WSE[$g]:-}")" "$(ratio "${WSE[$g]:-}" "${NSE[$g]:-}")"
done
# What ships: the strong search posted to dist/'s own worker in headless Chromium, beside the
# same search natively in the same run (e2e/bench-worker.mjs; needs `make dist` first).
if [ -z "${BENCH_NO_WASM:-}" ] && [ -f dist/mahai-worker_bg.wasm ]; then
  echo
  echo "shipped worker (dist/) against native, strong search, best of ${MAHAI_BENCH_ROUNDS:-3} rounds each:"
  node e2e/bench-worker.mjs
fi
if [ -z "${BENCH_NO_BASE:-}" ]; then
  echo
  SECONDS_PER_GAME=$S .ci/bench-baseline.sh
fi

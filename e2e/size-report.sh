#!/usr/bin/env bash
# Prints every file of a built dist/ with its raw size and the sizes of its precompressed copies
# (the .gz and .br that `trunk build --release` writes beside it; "-" where there is none), the
# totals, and the first load of the site (index.html and every file it references: script, wasm,
# style, icon, manifest), as a browser that accepts brotli gets it from a host that serves them.
set -euo pipefail
dir="${1:-dist}"
size() { if [ -f "$1" ]; then stat -c %s "$1"; else echo -; fi; }
total_raw=0; total_gz=0; total_br=0
printf '%-34s %10s %10s %10s\n' "file" "raw" ".gz" ".br"
while IFS= read -r f; do
  raw=$(size "$f"); gz=$(size "$f.gz"); br=$(size "$f.br")
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + ${gz/-/$raw})); total_br=$((total_br + ${br/-/$raw}))
  printf '%-34s %10s %10s %10s\n' "${f#"$dir"/}" "$raw" "$gz" "$br"
done < <(find "$dir" -type f ! -name '*.gz' ! -name '*.br' | sort)
printf '%-34s %10d %10d %10d\n' "total (as sent)" "$total_raw" "$total_gz" "$total_br"
first_raw=0; first_gz=0; first_br=0
for name in index.html $(grep -oE "(href|src)=\"(\./)?[^\"]+\"|module_or_path: '\./[^']+'" "$dir/index.html" \
    | sed -E "s/.*[\"'](\.\/)?([^\"']+)[\"']/\2/" | sort -u); do
  [ -f "$dir/$name" ] || continue
  raw=$(size "$dir/$name"); gz=$(size "$dir/$name.gz"); br=$(size "$dir/$name.br")
  first_raw=$((first_raw + raw))
  first_gz=$((first_gz + ${gz/-/$raw})); first_br=$((first_br + ${br/-/$raw}))
done
printf '%-34s %10d %10d %10d\n' "first load (index.html + refs)" "$first_raw" "$first_gz" "$first_br"
# What one embedded board costs a host page on first load: the loader, that game's stylesheet and
# its own bundle (the computer player's worker comes only when a computer seat plays). The games
# are those the build cut a stylesheet for (mahai-<game>.css).
for css in "$dir"/mahai-*.css; do
  game=${css##*/mahai-}; game=${game%.css}
  raw=0; gz=0; br=0
  for name in mahai-embed.js "mahai-$game.css" "mahai-$game.js" "mahai-${game}_bg.wasm"; do
    [ -f "$dir/$name" ] || continue
    r=$(size "$dir/$name"); g=$(size "$dir/$name.gz"); b=$(size "$dir/$name.br")
    raw=$((raw + r)); gz=$((gz + ${g/-/$r})); br=$((br + ${b/-/$r}))
  done
  printf '%-34s %10d %10d %10d\n' "embed: $game" "$raw" "$gz" "$br"
done

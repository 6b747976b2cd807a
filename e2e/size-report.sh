#!/usr/bin/env bash
# Prints every file of a built dist/ with its raw and gzipped size, the total, and the first load
# of the site (index.html and every file it references: script, wasm, style, icon, manifest).
set -euo pipefail
dir="${1:-dist}"
total_raw=0; total_gz=0
printf '%-32s %10s %10s\n' "file" "raw" "gzip -9"
while IFS= read -r f; do
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-32s %10d %10d\n' "${f#"$dir"/}" "$raw" "$gz"
done < <(find "$dir" -type f | sort)
printf '%-32s %10d %10d\n' "total (all files)" "$total_raw" "$total_gz"
first_raw=0; first_gz=0
for name in index.html $(grep -oE "(href|src)=\"(\./)?[^\"]+\"|module_or_path: '\./[^']+'" "$dir/index.html" \
    | sed -E "s/.*[\"'](\.\/)?([^\"']+)[\"']/\2/" | sort -u); do
  [ -f "$dir/$name" ] || continue
  first_raw=$((first_raw + $(stat -c %s "$dir/$name")))
  first_gz=$((first_gz + $(gzip -9 -c "$dir/$name" | wc -c)))
done
printf '%-32s %10d %10d\n' "first load (index.html + refs)" "$first_raw" "$first_gz"
# What one embedded board costs a host page on first load: the loader, the style sheet and that
# game's own bundle (the computer player's worker comes only when a computer seat plays).
for game in barne-zirkulua jinx fidchell bao-la-kete; do
  raw=0; gz=0
  for name in mahai-embed.js style.css "mahai-$game.js" "mahai-${game}_bg.wasm"; do
    [ -f "$dir/$name" ] || continue
    raw=$((raw + $(stat -c %s "$dir/$name")))
    gz=$((gz + $(gzip -9 -c "$dir/$name" | wc -c)))
  done
  printf '%-32s %10d %10d\n' "embed: $game" "$raw" "$gz"
done

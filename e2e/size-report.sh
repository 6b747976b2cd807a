#!/usr/bin/env bash
# Prints every file of a built dist/ with its raw and gzipped size, and the first-load total.
set -euo pipefail
dir="${1:-dist}"
total_raw=0; total_gz=0
printf '%-44s %10s %10s\n' "file" "raw" "gzip -9"
while IFS= read -r f; do
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%-44s %10d %10d\n' "${f#"$dir"/}" "$raw" "$gz"
done < <(find "$dir" -type f | sort)
printf '%-44s %10d %10d\n' "total (first load)" "$total_raw" "$total_gz"

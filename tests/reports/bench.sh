#!/bin/sh
# tests/reports/bench.sh [MB] -- times scripts/pages on a generated data file of about MB
# megabytes (default 100), shaped like a ./do run: hash and stream primitives swept over every
# length 0..4096 with 15 samples a line, twice (SUPERCOP's LOOPS), aead sweeps, kem lines,
# try/objsize lines. The file is written to a temporary directory and removed afterwards.
# Not part of `make test` (it is heavy); needs CBREPORT or builds the tool like the scripts.
set -eu
mb=${1:-100}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -z "${KEEP:-}" ] || { trap - EXIT; echo "keeping $tmp"; }
awk -v limit=$((mb * 1000000)) 'BEGIN {
  srand(7); p = "20261129 benchhost amd64 20261129"
  print p " - - machine host benchhost"; print p " - - machine uarch Zen_4"; print p " - - machine year 2022"
  print p " - - machine persecond 2400000000"; print p " - - machine compiler gcc_-O3 12.2.0"
  for (r = 0; bytes < limit; r++) {
    op = r % 10 < 6 ? "crypto_hash" : r % 10 < 9 ? "crypto_stream" : "crypto_aead"
    prim = sprintf("%s%02d", substr(op, 8, 1), int(r / 2) % 40); impl = r % 2 ? "ref" : "avx2"
    sec = r % 3 ? "constbranchindex" : "timingleaks"; h = p " " op " " prim "/" sec " "
    out(h "try 0fb5/55ff ok " 1000 + r " 2145678 2400000000 " op "/" prim "/" impl " gcc_-O3")
    out(h "objsize " op "/" prim "/" impl " gcc_-O3 1200 0 0 hash.o")
    out(h "implementation " op "/" prim "/" impl " -"); out(h "compiler gcc_-O3 12.2.0")
    cpb = 1 + (r % 37); base = 200 + r % 300
    for (loop = 0; loop < 2; loop++)
      if (op == "crypto_aead") {
        for (k = 0; k <= 2048; k += (k < 64 ? 1 : 32)) {
          ev(h "encrypt_cycles " k, base + cpb * k); ev(h "encrypt_cycles " 1000000 * k, base + cpb * k)
          ev(h "encrypt_cycles " 1000001 * k, base + 2 * cpb * k); ev(h "decrypt_cycles " k, base + cpb * k)
        }
      } else for (len = 0; len <= 4096; len++) {
        ev(h (op == "crypto_stream" ? "xor_cycles " : "cycles ") len, base + cpb * len)
      }
  }
}
function ev(pre, med,   s, i) {
  med = int(med); s = pre " " med " "
  for (i = 0; i < 15; i++) s = s (rand() < 0.5 ? "+" : "-") int(rand() * med / 40)
  out(s)
}
function out(s) { print s; bytes += length(s) + 1 }' > "$tmp/data"
ls -l "$tmp/data" | awk '{ printf "data file: %.1f MB, ", $5 / 1e6 }'
wc -l < "$tmp/data" | awk '{ printf "%d lines\n", $1 }'
start=$(date +%s.%N)
if [ -x /usr/bin/time ]; then      # peak memory (doc/reports.md: at most 2x the input)
  /usr/bin/time -f '%M' -o "$tmp/kb" "$here/../../scripts/pages" "$tmp/pages" "$tmp/data"
  awk -v kb="$(cat "$tmp/kb")" -v b="$(wc -c < "$tmp/data")" 'BEGIN { printf "peak memory: %.1f MB, %.2f x the input\n", kb / 1000, kb * 1024 / b }'
else "$here/../../scripts/pages" "$tmp/pages" "$tmp/data"; fi
end=$(date +%s.%N)
echo "scripts/pages: $(echo "$end - $start" | awk '{ print $1 - $3 }') s (wall clock)"
find "$tmp/pages" -type f | wc -l | awk '{ printf "%d files written\n", $1 }'

# tests/reports/smaller.sh -- sourced by run.sh (its helpers and $tool, $tmp, $d).
# The smaller items of issue 14: a length of 2^40 is rejected; the summary names TIMECOP's
# T!!! and timecop_error and does not then say "failures: none"; compare takes its options
# after A B too (README's form); cycles/byte >= 100 keep two decimals; aead tables by length.
P="20240107 smallhost amd64 20240107 crypto_hash"
{ echo "$P s/constbranchindex implementation crypto_hash/s/ref -"
  echo "$P s/constbranchindex cycles 64 640"
  echo "$P s/constbranchindex cycles 1099511627776 5"
  echo "$P s/constbranchindex cycles 1099511627775 5"; } > "$tmp/len40.txt"
rc 0 "$tool" summary "$tmp/len40.txt"
has "$tmp/err" "len40.txt:3: warning: measurement: bad length"
lacks "$tmp/err" "len40.txt:4:"
{ echo "$P sha256/constbranchindex try 0fb5 ok 900 1 2400000000 crypto_hash/sha256/shani gcc_-O3"
  echo "$P sha256/constbranchindex timecop_error crypto_hash/sha256/shani gcc_-O3"
  echo "$P sha256/constbranchindex implementation crypto_hash/sha256/shani -"
  echo "$P sha256/constbranchindex compiler gcc_-O3 12"
  echo "$P sha256/constbranchindex cycles 64 64000"; } > "$tmp/tce.txt"
run tce "$tool" summary "$tmp/tce.txt"
has "$tmp/tce" "TIMECOP:" "crypto_hash sha256 shani: TIMECOP could not run it (timecop_error), constant time unchecked [gcc -O3]" \
  "  sha256               shani                  900   1000.00"
lacks "$tmp/tce" "failures: none"
rc 0 "$tool" compare $d/small.data $d/oldbox.data --html "$tmp/c2.html" --threshold 0.1
has "$tmp/c2.html" "<table>"
rc 100 "$tool" compare $d/small.data $d/oldbox.data $d/small.data
run aeadorder "$tool" tables $d/small.data
grep '^-- Cycles/byte to' "$tmp/aeadorder" | sed -n '1,4p' > "$tmp/aeadorder4"
printf '%s\n' "-- Cycles/byte to encrypt long+0" "-- Cycles/byte to decrypt long+0" \
  "-- Cycles/byte to reject a forgery of long+0" "-- Cycles/byte to encrypt long+long" | cmp -s - "$tmp/aeadorder4" \
  && ok || bad "aead tables not ordered by length"
# measure's measurefails lines: listed, not malformed; a later try line clears them
{ cat "$tmp/tce.txt"; echo "$P sha256/constbranchindex measurefails crypto_hash/sha256/shani gcc_-O3 error 124 timed out after 5 seconds"; } > "$tmp/mf.txt"
run mf "$tool" summary "$tmp/mf.txt"
has "$tmp/mf" "measurement failed (try passed):" "  crypto_hash sha256 shani: timed out after 5 seconds [gcc -O3]"
lacks "$tmp/mf.err" "warning"
rc 0 "$tool" pages "$tmp/mfp" "$tmp/mf.txt"
has "$tmp/mfp/smallhost/index.html" "measurement failed: timed out after 5 seconds"
{ cat "$tmp/mf.txt"; echo "$P sha256/constbranchindex try 0fb5 ok 900 1 2400000000 crypto_hash/sha256/shani gcc_-O3"; } > "$tmp/mf2.txt"
run mf2 "$tool" summary "$tmp/mf2.txt"
lacks "$tmp/mf2" "measurement failed"
# samples are kept in 32 bits while they fit (the memory bound): a series that grows past 2^32
# - 1 mid-way keeps every sample. keypair: 100 x3 then 5e9 x3, n = 6 (48 repeated values):
# Q1 = positions [6,18) = 100, Q2 = [18,30) = (6*100 + 6*5e9)/12, Q3 = 5e9. enc: 0 and 2^32.
P="20240107 widehost amd64 20240107 crypto_kem"
{ echo "$P k/constbranchindex implementation crypto_kem/k/ref -"
  echo "$P k/constbranchindex keypair_cycles - 100 +0+0+0"
  echo "$P k/constbranchindex keypair_cycles - 5000000000 +0+0+0"
  echo "$P k/constbranchindex enc_cycles - 4294967295 +1-4294967295"; } > "$tmp/wide.txt"
run wide "$tool" export csv "$tmp/wide.txt"
has "$tmp/wide" "keypair_cycles,-,,,cycles,6,100.000,2500000050.000,5000000000.000," \
  "enc_cycles,-,,,cycles,2,0.000,2147483648.000,4294967296.000,"
# SUPERCOP's failed try is two tryfails lines, "error 139" then "Segmentation fault": the page
# keeps both, the reason and the exit code (real do-part output, crypto_stream chacha20)
P="20260330 vm amd64 20261202 crypto_stream"
{ echo "$P chacha20/constbranchindex tryfails crypto_stream/chacha20/dolbeau/generic-gccsimd128 gcc_-O3 error 139"
  echo "$P chacha20/constbranchindex tryfails crypto_stream/chacha20/dolbeau/generic-gccsimd128 gcc_-O3 Segmentation fault"
  echo "$P chacha20/constbranchindex implementation crypto_stream/chacha20/ref -"
  echo "$P chacha20/constbranchindex xor_cycles 64 640"; } > "$tmp/pair.txt"
rc 0 "$tool" pages "$tmp/pair" "$tmp/pair.txt"
has "$tmp/pair/vm/crypto_stream/chacha20.html" "failed: Segmentation fault (exit 139)"

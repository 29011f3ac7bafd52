# tests/reports/longorder.sh -- sourced by run.sh (its helpers and $tool, $tmp, $d).
# Long-message figures are the quartiles of per-sample slopes (doc/reports.md): on a generated
# SUPERCOP-style file (noisy samples, outliers, some lengths with fewer samples) every long
# row must have Q1 <= Q2 <= Q3 and a Q2 within 1% of the slope between the two medians.
awk 'BEGIN { srand(14); p = "20240107 lorder amd64 20240107 crypto_hash"
  for (r = 0; r < 120; r++) {
    h = p " h" r "/constbranchindex "; cpb = 1 + (r % 41) / 3; base = 300 + 7 * r
    print h "implementation crypto_hash/h" r "/ref -"
    for (loop = 0; loop < 3; loop++)
      for (len = 1024; len <= 4096; len += 3072) {
        med = int(base + cpb * len); s = h "cycles " len " " med " "
        m = (r % 5 == 0 && len == 1024 && loop == 2) ? 7 : 15      # fewer samples at 1024
        for (i = 0; i < m; i++) {
          d = int(rand() * med / (r % 3 ? 400 : 60))
          if (rand() < 0.05) d = int(med / 5)                     # an outlier (an interrupt)
          s = s (rand() < 0.5 && d < med / 10 ? "-" : "+") d
        }
        print s
      }
  } }' > "$tmp/longorder.data"
run lo-tables "$tool" tables "$tmp/longorder.data"
run lo-csv "$tool" export csv "$tmp/longorder.data"
awk -F, 'FNR == NR { if ($12 == "cycles") med[$6 " " $13] = $19; next }
  /^--/ { long = /long messages/; next }
  long && NF >= 5 { gsub(/\?/, ""); rows++
    if (!($1 <= $2 && $2 <= $3)) { print "long row out of order: " $0; bad++ }
    want = (med[$4 " 4096"] - med[$4 " 1024"]) / 3072
    if ($2 < want * 0.99 - 0.005 || $2 > want * 1.01 + 0.005) { print "long Q2 " $2 " vs " want ": " $0; bad++ } }
  END { if (rows != 120) { print rows " long rows, want 120"; bad++ } exit bad > 0 }' \
  "$tmp/lo-csv" FS=' ' "$tmp/lo-tables" > "$tmp/lo-check" && ok || { bad "long rows"; head "$tmp/lo-check"; }
# the defect this replaces: 1024 bytes 4600 5000 5000 5400 and 4096 bytes 18000 (4 samples)
# gave (18000-4800)/3072 = 4.30, 4.23, 4.17 quartile by quartile; the per-sample slopes
# 13000 13400 12600 13000 sort to 12600 13000 13000 13400: 12800 13000 13200 /3072
{ echo "20240107 lorder amd64 20240107 crypto_hash g/constbranchindex implementation crypto_hash/g/ref -"
  echo "20240107 lorder amd64 20240107 crypto_hash g/constbranchindex cycles 1024 5000 +0-400+400+0"
  echo "20240107 lorder amd64 20240107 crypto_hash g/constbranchindex cycles 4096 18000 +0+0+0+0"; } > "$tmp/lo1.data"
run lo1 "$tool" tables "$tmp/lo1.data"
has "$tmp/lo1" "4.17 4.23 4.30 g ref"

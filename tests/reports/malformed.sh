# tests/reports/malformed.sh -- sourced by run.sh (its helpers and $tool, $tmp, $d, $p).
# Each malformed fixture of data/ (and a generated file with multi-megabyte lines) must give
# a page, exit 0 from every command (1 for garbage.data: binary bytes past the first line mean
# a damaged file), and warnings "FILE:LINE: warning:" on exactly the bad lines.
# The long lines are printed piece by piece: building them by concatenation is quadratic in mawk.
awk 'BEGIN { p = "20261129 hugehost amd64 20261129"
  print p " - - machine host hugehost"
  for (i = 0; i < 200000; i++) printf "xxxxxxxxxx"; print ""
  printf "%s", p " crypto_hash sha256/constbranchindex cycles 64 640 "; for (i = 0; i < 100000; i++) printf "+1-1"; print ""
  printf "%s", p " crypto_hash sha256/constbranchindex cycles 128 640 "; for (i = 0; i < 100000; i++) printf "+1-1"; print "zz" }' > "$tmp/huge.data"
cp $d/truncated.data $d/garbage.data $d/unknown.data $d/nonnumeric.data $d/absurd.data $d/empty.data $d/onlyfail.data "$tmp/"
for t in "truncated:2 3 4 5 8" "garbage:2 3 4" "unknown:1 2 3 4 5 6 7" "nonnumeric:1 2 3 4 5 6 7 8" \
         "absurd:1 2 3 4 5 6 7" "empty:" "onlyfail:" "huge:2 4"; do
  name=${t%%:*} want=${t#*:} f=$tmp/${t%%:*}.data
  status=0; [ "$name" != garbage ] || status=1
  rc $status "$tool" pages "$tmp/m-$name" "$f"
  got=$(sed -n "s|^$f:\([0-9]*\): warning: .*|\1|p" "$tmp/err" | tr '\n' ' ' | sed 's/ $//')
  [ "$got" = "$want" ] && ok || bad "$name: warnings on lines '$got', want '$want'"
  [ -f "$tmp/m-$name/index.html" ] && ls "$tmp/m-$name"/*/index.html > /dev/null 2>&1 && ok || bad "$name: no page"
  for cmd in "summary" "tables" "export csv" "export json" "kemtable"; do rc $status "$tool" $cmd "$f"; done
  rc $status "$tool" compare "$f" $d/small.data
done
has "$tmp/m-onlyfail/failhost/index.html" "crashed: signal 11 (Segmentation fault)" "timed out after 60 seconds" \
  "skipped: architectures excludes amd64" "wrong checksum"
run s "$tool" summary "$tmp/onlyfail.data"
has "$tmp/s" "  sha256               not measured (0 passed, 4 failed)" "  crypto_hash sha256 crash: failed: crashed: signal 11 (Segmentation fault) [gcc -O3]" \
  "  crypto_hash sha256 shani: did not compile: hash.c hash.c:14:2: error: needs the SHA extensions [clang -O3]"
# a compile error followed by a later try ok (a later run) counts as ok
lacks "$p/testhost/crypto_hash/sha256.html" "did not compile"
has "$tmp/m-empty/empty/index.html" "No data for hash, stream, aead or kem primitives in this file."
rc 1 "$tool" pages "$tmp/all" "$tmp"/*.data
# hostile names (garbage.data) stay text: no script, no markup of theirs, anywhere
if grep -rl "<script\|<b>5\|<i>" "$tmp/all" > /dev/null; then bad "unescaped markup in pages"; else ok; fi
has "$tmp/all/badhost/crypto_hash/sha256.html" "&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"
sh "$here/linkcheck.sh" "$tmp/all" > "$tmp/links" && ok || { bad "links (malformed)"; cat "$tmp/links"; }
rc 1 "$tool" pages "$tmp/missing" "$tmp/no-such-file"
[ -f "$tmp/missing/index.html" ] && ok || bad "missing file: no index page"


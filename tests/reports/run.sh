#!/bin/sh
# tests/reports/run.sh -- the report tests (make test-reports; CBREPORT names the program).
# Golden outputs in golden/ carry their hand derivations as '##' lines. Also: the '?' limit,
# exports, comparisons, summaries, the sh entry points, malformed input (one warning per bad
# line, with FILE:LINE, never a crash, always a page) and a walk over every link of the pages.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tool=${CBREPORT:?set CBREPORT to the cbreport program}
case $tool in /*) ;; *) tool=$(pwd)/$tool ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here/golden" || exit 111
d=../data
n=0 fails=0
ok() { n=$((n + 1)); }
bad() { n=$((n + 1)); fails=$((fails + 1)); echo "FAIL: $*"; }
golden() {      # golden NAME: $tmp/NAME equals golden/NAME without its '##' lines
  grep -v '^##' "$1" > "$tmp/$1.want"
  if cmp -s "$tmp/$1.want" "$tmp/$1"; then ok; else bad "golden $1"; diff -u "$tmp/$1.want" "$tmp/$1" | head -40; fi
}
has() {         # has FILE STRING...: every STRING occurs in FILE
  f=$1; shift
  for s in "$@"; do if grep -qF -- "$s" "$f"; then ok; else bad "$f lacks: $s"; fi; done
}
lacks() {
  f=$1; shift
  for s in "$@"; do if grep -qF -- "$s" "$f"; then bad "$f has: $s"; else ok; fi; done
}
run() {         # run NAME COMMAND...: its output in $tmp/NAME; that it exits 0 is a check
  runname=$1; shift
  if "$@" > "$tmp/$runname" 2> "$tmp/$runname.err"; then ok
  else bad "exit $?: $*"; head -5 "$tmp/$runname.err"; fi
}
rc() {          # rc WANT COMMAND...: exit status
  rcwant=$1; shift
  "$@" > "$tmp/out" 2> "$tmp/err"; rcgot=$?
  if [ "$rcgot" = "$rcwant" ]; then ok; else bad "exit $rcgot (want $rcwant): $*"; head -5 "$tmp/err"; fi
}

# 1. tables, marks, arithmetic: golden files with derivations
run tables-small.txt "$tool" tables $d/small.data; golden tables-small.txt
run tables-supercop.txt "$tool" tables $d/supercop.data; golden tables-supercop.txt
run tables-supercop-real.txt "$tool" tables $d/supercop-real.data; golden tables-supercop-real.txt
run kem.md "$tool" kemtable $d/oldbox.data $d/small.data; golden kem.md
run compare.txt "$tool" compare $d/oldbox.data $d/small.data; golden compare.txt
run spread.txt "$tool" compare $d/spread-a.data $d/spread-b.data; golden spread.txt
run speed.txt "$tool" compare $d/speed-a.data $d/speed-b.data; golden speed.txt
run summary-small.txt "$tool" summary $d/small.data; golden summary-small.txt
run summary-narrow.txt "$tool" summary $d/narrow.data; golden summary-narrow.txt

# an emulator's data (./do --runner qemu-...): the machine line says so, and no timing is shown
{ echo "20261129 testhost amd64 20261129 - - machine emulated qemu-arm_-cpu_arm1176"; cat $d/small.data; } \
  > "$tmp/emulated.data"
run summary-emulated.txt "$tool" summary "$tmp/emulated.data"
has "$tmp/summary-emulated.txt" "emulated (qemu-arm -cpu arm1176): correctness only, timings not shown" \
  "sha256               not measured (3 passed, 2 failed)"
lacks "$tmp/summary-emulated.txt" "sha256               ref " "blake2s              ref "

# 2. the '?' limit: 1536 of blake2s spreads 13%, 576 spreads 10%
run t14 "$tool" --spread 0.14 tables $d/small.data
has "$tmp/t14" "0.61 0.65 0.69 T!!! blake2s ref"
run t09 "$tool" --spread 0.09 tables $d/small.data
has "$tmp/t09" "1.65? 1.74? 1.82? T!!! blake2s ref"

# 3. exports: rows derived in golden/tables-small.txt (quartiles before division)
run x.csv "$tool" export csv $d/small.data
has "$tmp/x.csv" "file,host,uarch,abi,operation,primitive,security,implementation,implementation_version,compiler,compiler_version,event,length,mlen,adlen,unit,samples,q1,median,q3,iqm,counter,persecond,checksum,timecop" \
  "crypto_hash,blake2s,constbranchindex,ref,-,gcc_-O3_-fwrapv,12.2.0,cycles,64,64,,cycles,4,95.000,105.000,155.000,105.000,amd64-pmc,2400000000,ok,fail" \
  "crypto_hash,sha256,constbranchindex,ref,2026a,gcc_-O3_-fwrapv,12.2.0,cycles,64,64,,cycles,4,992.000,1024.000,1056.000,1024.000,amd64-pmc,2400000000,ok,pass" \
  "crypto_hash,sha256,constbranchindex,ref,2026a,gcc_-O3_-fwrapv,12.2.0,cycles,1536,1536,,cycles,4,12160.000,12288.000,12416.000,12288.000" \
  "crypto_hash,sha256,constbranchindex,ref,2026a,gcc_-O3_-fwrapv,12.2.0,cycles,3072,3072,,cycles,1,22400.000" \
  "crypto_aead,ascon128,constbranchindex,ref,-,gcc_-O3_-fwrapv,12.2.0,encrypt_cycles,1024000000,0,1024,cycles,1,6144.000" \
  "crypto_kem,mlkem768,constbranchindex,ref,-,gcc_-O3_-fwrapv,12.2.0,keypair_cycles,-,,,cycles,3,18333.333,20000.000,25000.000,20666.667" \
  "crypto_kem,mlkem768,constbranchindex,ref,-,gcc_-O3_-fwrapv,12.2.0,keypair_randombytes,-,,,bytes,1,64.000"
# small.data: blake2s 6 + sha256 leaky 7 + ref 10 + chacha20 5+8 + salsa20 3 + ascon128 11 + kem 4
[ "$(wc -l < "$tmp/x.csv")" -eq 55 ] && ok || bad "csv: 54 measurements expected"
run x.json "$tool" export json $d/small.data $d/oldbox.data
[ "$(grep -c '"event":' "$tmp/x.json")" -eq 64 ] && ok || bad "json: 54 + 10 measurements expected"
awk '{ o += gsub(/[{[]/, "&"); c += gsub(/[]}]/, "&") } END { exit o != c }' "$tmp/x.json" && ok || bad "json: unbalanced"
has "$tmp/x.json" '"operation":"crypto_kem","primitive":"mlkem768","security":"constbranchindex","implementation":"ref","implementation_version":"-","compiler":"gcc_-O3_-fwrapv","compiler_version":"12.2.0","event":"keypair_cycles","length":"-","mlen":null,"adlen":null,"unit":"cycles","samples":3,"q1":18333.333,"median":20000.000,"q3":25000.000,"iqm":20666.667,"counter":"amd64-pmc","persecond":2400000000,"checksum":"ok","timecop":"none"'

# 4. comparisons: threshold option, only flagged, html
run c "$tool" compare --threshold 0.5 --only-flagged $d/oldbox.data $d/small.data
has "$tmp/c" "# 20 figures compared: 0 slower, 13 faster beyond the spread and threshold"
lacks "$tmp/c" "0.700"
rc 0 "$tool" compare --html "$tmp/c.html" $d/small.data $d/oldbox.data
has "$tmp/c.html" "<table>" "1.429</td><td class=\"n\">-</td><td class=\"fail\">42.9% slower, beyond the 0.0% run-to-run spread" "2.500?</td>"
# a threshold above a change beyond the spread: said, not flagged (golden/spread.txt: 3.0% at 1536)
run c4 "$tool" compare --threshold 0.04 --only-flagged $d/spread-a.data $d/spread-b.data
has "$tmp/c4" "1.050         - 5.0% slower, beyond the 2.0% run-to-run spread" "# 6 figures compared: 2 slower, 0 faster"
lacks "$tmp/c4" "0.970" "0.990"
rc 100 "$tool" compare $d/small.data

# trywarning lines: a warning row on the machine page (golden/summary-narrow.txt: the summary)
rc 0 "$tool" pages "$tmp/nw" $d/narrow.data
has "$tmp/nw/narrowhost/index.html" "<td class=\"warn\">passes, with a warning (a check of our own beyond SUPERCOP's): crypto_stream does not handle n=s overlap (at mlen=1536)</td>"
lacks "$tmp/nw/narrowhost/index.html" "returns nonzero (at mlen=0)"
has "$tmp/nw/narrowhost/crypto_stream/chacha20.html" "<span class=\"warn\">warning: crypto_stream does not handle n=s overlap (at mlen=1536)</span>"

# the noise guard's calibration lines, counted on the primitive page (one of each status)
rc 0 "$tool" pages "$tmp/cal" $d/calibration.data
has "$tmp/cal/calibhost/crypto_hash/sha256.html" "calibration: 1 repeated, 1 noisy, 1 slow sweeps"
# the 1536-byte samples came from a sweep the next calibration line calls slow (spread 2%)
run cal-tables.txt "$tool" tables $d/calibration.data
has "$tmp/cal-tables.txt" "7.93? 8.00? 8.07? sha256 ref"
run cal.txt "$tool" summary $d/calibration.data
has "$tmp/cal.txt" "figures still disturbed by a slow or unsteady machine" \
  "  crypto_hash sha256 ref: cycles 4096: a slow or noisy sweep (1 slow, 1 noisy sweeps in 1 pass)"
run steady.txt "$tool" summary $d/small.data
lacks "$tmp/steady.txt" "slow or unsteady"
# SUPERCOP's data (no machine lines) has no ./do --remeasure: the summary names SUPERCOP's own
# run instead, and no sweeps (SUPERCOP has no noise guard); 1536 spread to +-600 around ~1920
sed 's/ cycles 1536 \([0-9]*\) .*/ cycles 1536 \1 +600-600+600-600+600-600+600-600+600-600+600-600+600-600+600-600/' \
  $d/supercop-real.data > "$tmp/sc-wide.data"
run sc-wide.txt "$tool" summary "$tmp/sc-wide.data"
has "$tmp/sc-wide.txt" "(SUPERCOP data: its ./do-part OPERATION PRIMITIVE measures again, into a new bench/HOST/data;" \
  "  crypto_hash sha256 ref: cycles 1536: spread 62.5% (limit "
lacks "$tmp/sc-wide.txt" "./do --remeasure" "noisy sweeps"

# ./do's second pass (passes.data): each figure from its clean pass. sha256 1536: pass 1 noisy
# at 30720 cycles (20.00/byte), pass 2 clean at 15360 (10.00); sha512 the other way round;
# blake2s: pass 1 spreads (Q3-Q1)/Q2 = 32.6% (15 samples, 5 each at -3000, 0, +3000 around
# 15360), pass 2 noisy: neither clean, the one no calibration marked (pass 1) is shown, and
# it is still disturbed. sha224: pass 1 slow but steady (calibration 25000/25100) at 10.00,
# pass 2 noisy (30000/34000) at 20.00: every pass marked, the one of the fastest machine is
# shown, still marked ?. sha256's 8 bytes (42 ticks, 2 steps of a 21-tick counter) carry a
# timer_floor line: marked ~
run passes-tables.txt "$tool" tables $d/passes.data
has "$tmp/passes-tables.txt" "10.00 10.00 10.00 sha256 ref" "10.00 10.00 10.00 sha512 ref" \
  "8.37? 10.00? 11.63? blake2s ref" "5.25~ 5.25~ 5.25~ sha256 ref" "10.00? 10.00? 10.00? sha224 ref"
run passes.txt "$tool" summary $d/passes.data
has "$tmp/passes.txt" "  crypto_hash blake2s ref: cycles 1536: spread 32.6% (limit 2.0%) (0 slow, 1 noisy sweeps in 2 passes)"
lacks "$tmp/passes.txt" "sha256 ref:" "sha512 ref:"
run passes-disturbed.txt "$tool" disturbed $d/passes.data
has "$tmp/passes-disturbed.txt" "crypto_hash/blake2s/ref"
lacks "$tmp/passes-disturbed.txt" "sha256" "sha512"
# agree (scripts/runs-agree): sha256 1536 moved 10.00 -> 9.70 between spread-a and spread-b
rc 1 "$tool" agree $d/spread-a.data $d/spread-b.data
has "$tmp/out" "    10.000      9.701    0.970       -  off" "1 off (beyond 2.0% at equal speed); raw medians: 1 cells beyond, the worst ratio 0.970"
# the same runs with their sweeps' calibration (golden/speed.txt): the machine, not the code,
# was 3% faster in B; at equal machine speed they agree, and --raw judges the raw medians
rc 0 "$tool" agree $d/speed-a.data $d/speed-b.data
has "$tmp/out" "    10.000      9.701    0.970   1.000" "0 off (beyond 2.0% at equal speed)"
rc 1 "$tool" agree --raw $d/speed-a.data $d/speed-b.data
has "$tmp/out" "1 off (beyond 2.0%, raw)"
rc 0 "$tool" agree --limit 3.5 $d/spread-a.data $d/spread-b.data
rc 0 "$tool" agree $d/passes.data $d/passes.data
# a file that cannot be read gives no verdict; a figure of A that B lacks is a disagreement
rc 2 "$tool" agree $d/passes.data "$tmp/no-such-file"
grep -v ' sha256/' $d/passes.data > "$tmp/no-sha256.data"
rc 1 "$tool" agree $d/passes.data "$tmp/no-sha256.data"
has "$tmp/out" "   missing       -"
has "$tmp/out" "# A: 5 table cells, 2 flagged ? (unstable), 1 at the timer floor ~, 2 implementations still disturbed"
# a later run (a block without a pass line) replaces every pass: blake2s measured once more,
# noisy, at 9216 cycles (6.00/byte): shown, and still disturbed in 1 pass
{ cat $d/passes.data
  p='20261203 passhost amd64 20261203 crypto_hash blake2s/timingleaks'
  echo "$p implementation crypto_hash/blake2s/ref -"
  echo "$p cycles 1536 9216 +0+0+0+0+0+0+0+0+0+0+0+0+0+0+0"
  echo "$p calibration 22400 25000 noisy"; } > "$tmp/rerun.data"
run rerun-tables.txt "$tool" tables "$tmp/rerun.data"
has "$tmp/rerun-tables.txt" "6.00? 6.00? 6.00? blake2s ref"
run rerun.txt "$tool" summary "$tmp/rerun.data"
has "$tmp/rerun.txt" "  crypto_hash blake2s ref: cycles 1536: a slow or noisy sweep (0 slow, 2 noisy sweeps in 1 pass)"
rc 0 "$tool" pages "$tmp/passes" $d/passes.data
has "$tmp/passes/passhost/crypto_hash/sha256.html" ">5.25~</td>"

# 5. pages of several machines (ours and SUPERCOP's): header, marks, cross tables, links
rc 0 "$tool" pages "$tmp/p" $d/oldbox.data $d/small.data $d/supercop.data
p=$tmp/p
has "$p/testhost/crypto_hash.html" \
  "Measurements of hash functions on one machine: amd64; Zen 4 (a10f11); 2022 AMD EPYC 9R14; 2 x 2400MHz; testhost, cyclebench-20261129" \
  "Page version: 20261129" "Graphs: (bytes,cycles) <a href=\"graphs/crypto_hash-cycles.svg\">" \
  "Cycle counter: amd64-pmc; precision 1 ticks" "Frequency scaling: performance; boost: off" \
  "<td class=\"n u\">0.61?</td>" "<span class=\"t\">T!!!</span><a href=\"crypto_hash/blake2s.html\"" \
  "<span class=\"t\">T:</span><a href=\"crypto_hash/sha256.html\" title=\"implementation ref, compiled with gcc -O3 -fwrapv\">sha256</a></td>" \
  "<td><a href=\"crypto_hash/sha256.html\" title=\"implementation leaky, compiled with clang -O2\">sha256</a></td>"
has "$p/testhost/crypto_aead.html" "Measurements of authenticated ciphers on one machine"
has "$p/testhost/crypto_stream.html" "Measurements of stream ciphers on one machine"
has "$p/testhost/crypto_kem.html" "Measurements of key-encapsulation mechanisms on one machine" \
  "<td class=\"n\">1184</td><td class=\"n\">2400</td><td class=\"n\">1088</td><td class=\"n\">32</td>"
has "$p/hertz/crypto_hash.html" \
  "Measurements of hash functions on one machine: amd64; Zen 3 (a20f10); 2020; 3400MHz; hertz, supercop-20240107"
# that from SUPERCOP's cpuid line 41757468-656e7469-63414d44-00a20f10: "Auth" "enti" "cAMD", and
# signature 0x00a20f10: family 0xf + 0x0a = 25, model 0x2 << 4 | 0x1 = 33, stepping 0 ->
# harness/uarch.c: AMD family 0x19 models 0x20-0x5f = Zen 3 (2020)
# AES-candidates layout: rows = CPU and MHz; hash: 16*0.50 = 8.00 cycles/block, 2.4e9/0.5 = 4800 MB/s,
# the row's fastest (best); sha256 16*7 = 112 at 343 MB/s, 14x slower: unmarked; oldbox's sha256
# 16*10 = 160 at 3e9/10 = 300 MB/s; aead 16*10 = 160, 240 MB/s; salsa20 32.00 is within 2x of
# chacha20's 16.00 on testhost: near. Whole cycles from 100 up, as the seed (RC6 223), two
# decimals below
has "$p/cross.html" '<th class="row"><a href="testhost/crypto_hash.html" title="testhost, Zen 4 (2022)">AMD EPYC 9R14</a> 2400MHz</th>' \
  '<td class="n best" title="ref, gcc -O3 -fwrapv; long messages Q1 0.50, median 0.50, Q3 0.50 cycles/byte">8.00<br><span class="small">4800 MB/s' \
  '<td class="n" title="ref, gcc -O3 -fwrapv; long messages Q1 7.00, median 7.00, Q3 7.00 cycles/byte">112<br><span class="small">343 MB/s' \
  '<td class="n best" title="ref, gcc -O2; long messages Q1 10.00, median 10.00, Q3 10.00 cycles/byte">160<br><span class="small">300 MB/s' \
  '<td class="n best" title="ref, gcc -O3 -fwrapv; long messages Q1 10.00, median 10.00, Q3 10.00 cycles/byte">160<br><span class="small">240 MB/s' \
  '<td class="n near" title="x, clang -O2; long messages Q1 2.00, median 2.00, Q3 2.00 cycles/byte">32.00<br><span class="small">1200 MB/s' \
  "<tr><td>Zen 4 (2022)</td><td>mlkem768</td><td class=\"n\">20667</td><td class=\"n\">30000</td><td class=\"n\">40000</td></tr>"
# a slow one: 100000 cycles/byte at 2.4 GHz = 24 KB/s, not "0 MB/s"
{ P="20261129 slowbox amd64 20261129"; echo "$P - - machine persecond 2400000000"
  echo "$P crypto_hash slow/constbranchindex implementation crypto_hash/slow/ref -"
  echo "$P crypto_hash slow/constbranchindex cycles 1024 102400000"
  echo "$P crypto_hash slow/constbranchindex cycles 4096 409600000"; } > "$tmp/slow.txt"
rc 0 "$tool" pages "$tmp/ps" "$tmp/slow.txt"
has "$tmp/ps/cross.html" "1600000<br><span class=\"small\">24 KB/s"
grep -v '^##' kem.md | cmp -s - "$p/kem.md" && ok || bad "pages: kem.md differs from golden/kem.md"
# log scale when the curves end more than 10x apart (blake2s 2048 vs sha256 29696 at 4096)
has "$p/testhost/graphs/crypto_hash-cycles.svg" "(log scale)" "blake2s (ref)" "sha256 (ref)"
lacks "$p/testhost/graphs/crypto_hash-sha256-cycles.svg" "(log scale)"
has "$p/testhost/crypto_hash/sha256.html" "<b>winner</b> (lowest TUNE)" "wrong checksum" \
  "failed: crypto_hash writes after output (exit 111)" "skipped: architectures excludes amd64" \
  "1500/8/0" "img class=\"graph\" src=\"../graphs/crypto_hash-sha256-cycles.svg\""
sh "$here/linkcheck.sh" "$p" > "$tmp/links" && ok || { bad "links"; cat "$tmp/links"; }

# 6. malformed input (malformed.sh: a page and one warning per bad line, never a crash)
. "$here/longorder.sh"
. "$here/input.sh"
. "$here/smaller.sh"
. "$here/select.sh"
. "$here/malformed.sh"

# 7. the sh entry points (with CBREPORT set they do not build)
export CBREPORT="$tool"
rc 0 "$top/scripts/pages" "$tmp/w" $d/small.data
rc 0 "$top/scripts/summary" $d/small.data
rc 0 "$top/scripts/export" json $d/small.data
rc 0 "$top/scripts/compare" --threshold 0.1 $d/small.data $d/oldbox.data
rc 100 "$top/scripts/export" xml $d/small.data
rc 100 "$top/scripts/pages" "$tmp/w"

echo "reports: $n checks, $fails failed"
[ "$fails" -eq 0 ]

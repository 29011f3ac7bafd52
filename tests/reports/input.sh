# tests/reports/input.sh -- sourced by run.sh (its helpers and $tool, $tmp, $d).
# SUPERCOP's data as it comes: .gz read through gzip -dc; a file neither text nor gzip and a
# directory are errors (exit 1, a warning naming the file); files of one host and ABI merge
# into one machine (SUPERCOP leaves one per primitive); pages do not print local paths.
gzip -c < $d/supercop.data > "$tmp/in-a.gz"
run gz-tables "$tool" tables "$tmp/in-a.gz"
"$tool" tables $d/supercop.data > "$tmp/plain-tables" 2> /dev/null
cmp -s "$tmp/gz-tables" "$tmp/plain-tables" && ok || bad ".gz tables differ from the plain file's"
printf '\0\1\2binary\377\n' > "$tmp/in-bin.bin"
rc 1 "$tool" pages "$tmp/in-bin" "$tmp/in-bin.bin"
has "$tmp/err" "in-bin.bin: warning: neither a text data file nor gzip"
rc 1 "$tool" pages "$tmp/in-dir" "$tmp"
has "$tmp/err" "is a directory, not a data file"
head -c 300 "$tmp/in-a.gz" > "$tmp/in-cut.gz"
rc 1 "$tool" summary "$tmp/in-cut.gz"
has "$tmp/err" "gzip -dc failed"
# one file per primitive, as SUPERCOP leaves them: md5 plain, the rest gzipped -> one machine
grep ' md5/' $d/supercop.data > "$tmp/in-md5.txt"
grep -v ' md5/' $d/supercop.data | gzip -c > "$tmp/in-rest.gz"
rc 0 "$tool" pages "$tmp/in-m" "$tmp/in-md5.txt" "$tmp/in-rest.gz"
[ "$(ls -d "$tmp/in-m"/*/ | wc -l)" -eq 1 ] && ok || bad "two files of one host: $(ls "$tmp/in-m")"
run in-m-tables "$tool" tables "$tmp/in-md5.txt" "$tmp/in-rest.gz"
cmp -s "$tmp/in-m-tables" "$tmp/plain-tables" && ok || bad "merged tables differ from the one file's"
has "$tmp/in-m/hertz/index.html" "Data: 2 files"
lacks "$tmp/in-m/hertz/index.html" "$tmp"
# the machine a SUPERCOP file does not describe: --machine HOST=UARCH,YEAR,CPU (spaces as _)
rc 0 "$tool" --machine hertz=Zen_3,2020,AMD_Ryzen_9_5950X pages "$tmp/in-mach" $d/supercop.data
has "$tmp/in-mach/hertz/crypto_hash.html" "on one machine: amd64; Zen 3 (a20f10); 2020 AMD Ryzen 9 5950X; 3400MHz; hertz, supercop-20240107"
has "$tmp/in-mach/cross.html" "title=\"hertz, Zen 3 (2020)\">AMD Ryzen 9 5950X</a> 3400MHz"
rc 100 "$tool" --machine hertz pages "$tmp/in-mach2" $d/supercop.data
# or, without a cpuid line, a compiler's -march= names the microarchitecture
sed '/ cpuid /d; s/-march=native/-march=skylake/' $d/supercop.data > "$tmp/in-march.txt"
rc 0 "$tool" pages "$tmp/in-march" "$tmp/in-march.txt"
has "$tmp/in-march/hertz/crypto_hash.html" "on one machine: amd64; skylake; 3400MHz"
# binary bytes past a clean first line. In a fromcompiler message they are SUPERCOP's copy of
# compiler output (a source line quoted from a Latin-1 file, a tab): kept, shown as '?', no
# warning. Anywhere else the file is damaged: exit 1, a warning on each of the first 10 such
# lines, then one count for the file; the good lines still make the pages.
P="20240107 binhost amd64 20240107 crypto_hash"
{ echo "$P s/constbranchindex implementation crypto_hash/s/ref -"
  printf '%s\t/* Schl\344ffer */ caf\303\251\n' "$P s/constbranchindex fromcompiler crypto_hash/s/ref gcc_-O3 hash.c hash.c:3:1: warning: unused"
  echo "$P s/constbranchindex try 0fb5 ok 900 1 2400000000 crypto_hash/s/ref gcc_-O3"
  echo "$P s/constbranchindex cycles 64 640"; } > "$tmp/in-latin1.txt"
rc 0 "$tool" pages "$tmp/in-latin1" "$tmp/in-latin1.txt"
lacks "$tmp/err" "warning"
has "$tmp/in-latin1/binhost/crypto_hash/s.html" "hash.c:3:1: warning: unused /* Schl?ffer */ café"
{ cat "$tmp/in-latin1.txt"; i=0; while [ $i -lt 12 ]; do printf '\0\1\2\n'; i=$((i + 1)); done
  echo "$P s/constbranchindex cycles 128 1280"; } > "$tmp/in-late.txt"
rc 1 "$tool" pages "$tmp/in-late" "$tmp/in-late.txt"
[ "$(grep -c 'in-late.txt:[0-9]*: warning: control or binary bytes' "$tmp/err")" = 10 ] && ok || bad "binary lines: not 10 warnings"
has "$tmp/err" "in-late.txt: warning: 12 lines with binary bytes skipped (the first ones shown): the file is damaged"
has "$tmp/in-late/binhost/crypto_hash.html" ">10.00<"
# SUPERCOP 20260330's cpuid line (cpuid/x86.c): the vendor as text, leaf 1's EAX, leaf 1's EDX,
# then '_' for its newline: the same machine as the older hex-word form above
sed 's/ cpuid 41757468-656e7469-63414d44-00a20f10/ cpuid AuthenticAMD-00a20f10-178bfbff_/' $d/supercop.data > "$tmp/in-cpuid.txt"
grep -q ' cpuid AuthenticAMD-00a20f10-178bfbff_$' "$tmp/in-cpuid.txt" && ok || bad "in-cpuid.txt: no new-form cpuid line"
rc 0 "$tool" pages "$tmp/in-cpuid" "$tmp/in-cpuid.txt"
has "$tmp/in-cpuid/hertz/crypto_hash.html" "on one machine: amd64; Zen 3 (a20f10); 2020; 3400MHz; hertz, supercop-20240107"
# SUPERCOP's real output (data/supercop-real.data, do-part 20260330, trimmed), gzipped as it
# is distributed: one machine named from its cpuid line, the compilers' failures listed
gzip -c < $d/supercop-real.data > "$tmp/in-real.gz"
rc 0 "$tool" pages "$tmp/in-real" "$tmp/in-real.gz"
lacks "$tmp/err" "warning"
has "$tmp/in-real/vm/crypto_hash.html" "on one machine: amd64; Zen 5 (b00f21); 2024; 2096MHz; vm, supercop-20260330"
run in-real-sum "$tool" summary "$tmp/in-real.gz"
has "$tmp/in-real-sum" "crypto_hash sha256 cryptopp: did not compile: hash.cpp hash.cpp:1:10: fatal error: cryptopp/sha.h: No such file or directory"

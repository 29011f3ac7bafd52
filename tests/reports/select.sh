# tests/reports/select.sh -- sourced by run.sh (its helpers and $tool, $tmp, $d, $top).
# Excerpts: pages --select FILE keeps FILE's primitives in its order under its title; the
# seeds' selections in data/pages/ read without a warning.
for s in "$top"/data/pages/*; do
  rc 0 "$tool" pages --select "$s" "$tmp/sel-${s##*/}" $d/small.data
  lacks "$tmp/err" "$s"
  [ -s "$tmp/sel-${s##*/}/index.html" ] && ok || bad "no index for selection ${s##*/}"
done
has "$tmp/sel-mceliece/index.html" "<h1>Classic McEliece</h1>"
printf '# test\ntitle Two <picked>\ncrypto_stream salsa20 Salsa 20\ncrypto_hash sha256\ncrypto_stream chacha20\n' > "$tmp/two.sel"
rc 0 "$tool" pages --select "$tmp/two.sel" "$tmp/sel" $d/small.data
has "$tmp/sel/index.html" "<h1>Two &lt;picked&gt;</h1>"
has "$tmp/sel/testhost/crypto_hash.html" "<h1>Two &lt;picked&gt;: crypto_hash on testhost</h1>"
lacks "$tmp/sel/testhost/crypto_hash.html" "blake2s"
[ ! -e "$tmp/sel/testhost/crypto_aead.html" ] && ok || bad "--select: an unselected operation has a page"
has "$tmp/sel/cross.html" "<th>machine</th><th>Salsa 20</th><th>chacha20</th>"
printf 'crypto_foo x\n' > "$tmp/bad.sel"
rc 100 "$tool" pages --select "$tmp/bad.sel" "$tmp/selbad" $d/small.data
has "$tmp/err" "bad.sel:1: warning: want OPERATION PRIMITIVE"
CBREPORT="$tool" rc 0 "$top/scripts/pages" --select "$tmp/two.sel" "$tmp/sel2" $d/small.data
sh "$here/linkcheck.sh" "$tmp/sel" > "$tmp/links" && ok || { bad "links (--select)"; cat "$tmp/links"; }
# libmceliece's table under data/pages/mceliece: f first, labels, μarch (year) once per group,
# only the selected KEMs (mlkem768 left out)
{ cat $d/small.data; grep ' mlkem768/' $d/small.data | sed 's/mlkem768/mceliece348864/g'
  grep ' mlkem768/' $d/small.data | sed 's/mlkem768/mceliece348864f/g'; } > "$tmp/mce.txt"
rc 0 "$tool" pages --select "$top/data/pages/mceliece" "$tmp/mce" "$tmp/mce.txt"
printf '%s\n' "| μarch (year) | set | keypair | enc | dec |" "|---|---|---:|---:|---:|" \
  "| Zen 4 (2022) | 348864f | 20667 | 30000 | 40000 |" "|  | 348864 | 20667 | 30000 | 40000 |" | cmp -s - "$tmp/mce/kem.md" \
  && ok || { bad "mceliece kem.md"; cat "$tmp/mce/kem.md"; }
has "$tmp/mce/cross.html" "<table class=\"kem\">" "<tr><td></td><td>348864</td>"
# machines of one year: by microarchitecture, so one microarchitecture's machines stay together
# and the order is the seed's (Cortex-A72 before Skylake, both 2015), then by host: aa and cc
# (Skylake) no longer split by bb (Cortex-A72), as sorting by host alone did
for m in aa:Skylake bb:Cortex-A72 cc:Skylake; do
  grep -v ' machine uarch ' "$tmp/mce.txt" | sed -e "s/ testhost / ${m%%:*} /" -e 's/ machine year 2022$/ machine year 2015/' \
    -e "s/ machine host testhost$/ machine host ${m%%:*}/" > "$tmp/mce-${m%%:*}.txt"
  echo "20261129 ${m%%:*} amd64 20261129 - - machine uarch ${m#*:}" >> "$tmp/mce-${m%%:*}.txt"
done
rc 0 "$tool" pages --select "$top/data/pages/mceliece" "$tmp/mce3" "$tmp/mce-cc.txt" "$tmp/mce-bb.txt" "$tmp/mce-aa.txt"
[ "$(sed 1,2d "$tmp/mce3/kem.md" | cut -d'|' -f2 | tr -s ' ' | paste -sd/ -)" = \
  " Cortex-A72 (2015) / / Skylake (2015) (aa) / / Skylake (2015) (cc) / " ] \
  && ok || { bad "kem.md: machines of one year not by microarchitecture"; cat "$tmp/mce3/kem.md"; }
lacks "$tmp/mce/cross.html" "<pre>" "mlkem768"
# the AES candidates' table has the seed's fixed columns: all 15 in the selection's order and
# labels, '-' where nothing was measured (here only RC6: small.data's chacha20 renamed)
sed 's/chacha20/rc6128ctr/g' $d/small.data > "$tmp/rc6.txt"
rc 0 "$tool" pages --select "$top/data/pages/aes-candidates" "$tmp/aes" "$tmp/rc6.txt"
has "$tmp/aes/cross.html" "<th>machine</th><th>MARS</th><th>RC6</th><th>Rijndael (AES)</th><th>Serpent</th><th>Twofish</th><th>CAST-256</th><th>Crypton</th><th>DEAL</th><th>DFC</th><th>E2</th><th>Frog</th><th>HPC</th><th>LOKI97</th><th>Magenta</th><th>SAFER+</th></tr>"
[ "$(grep '<th class="row">' "$tmp/aes/cross.html" | grep -o '<td class="n">-</td>' | wc -l)" = 14 ] && ok || bad "aes-candidates: not 14 empty cells"
# the excerpt's title heads its cross page too; an excerpt without KEMs (the 15 AES candidates)
# has no KEM table, one with KEMs (Classic McEliece) keeps it, and so does a page without --select
has "$tmp/aes/cross.html" "<h1>The 15 AES candidates: across machines</h1>"
lacks "$tmp/aes/cross.html" "crypto_kem" "kem.md"
has "$tmp/mce/cross.html" "<h1>Classic McEliece: across machines</h1>" "<h2>crypto_kem: cycles"
lacks "$tmp/mce/cross.html" "cycles per 16-byte block"
has "$tmp/aes/cross.html" "cycles per 16-byte block"
rc 0 "$tool" pages "$tmp/nosel" "$tmp/rc6.txt"
has "$tmp/nosel/cross.html" "<h1>Across machines</h1>" "<h2>crypto_kem: cycles"

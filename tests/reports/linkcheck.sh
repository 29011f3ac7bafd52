#!/bin/sh
# linkcheck.sh OUTDIR -- opens every page under OUTDIR and checks that every href and src
# resolves: the file exists under OUTDIR and, for #fragment links, holds that id. External
# URLs count as broken (the pages must work offline, with nothing fetched). Exit 1 if any
# link is broken; prints the number of links checked.
dir=${1:?usage: linkcheck.sh OUTDIR}
find "$dir" -type f | sort > "$dir/.files" || exit 111
find "$dir" -type f -name '*.html' | sort | xargs awk -v files="$dir/.files" '
function norm(base, link,   n, p, i, k, out) {       # base dir + relative link, without . and ..
  n = split(base "/" link, p, "/")
  k = 0
  for (i = 1; i <= n; i++) {
    if (p[i] == "" && i > 1 || p[i] == ".") continue
    if (p[i] == ".." && k > 0 && out[k] != "..") { k--; continue }
    out[++k] = p[i]
  }
  link = out[1]
  for (i = 2; i <= k; i++) link = link "/" out[i]
  return link
}
BEGIN { while ((getline f < files) > 0) exists[f] = 1 }
{
  line = $0
  while (match(line, /(href|src|id)="[^"]*"/)) {
    attr = substr(line, RSTART, RLENGTH)
    line = substr(line, RSTART + RLENGTH)
    eq = index(attr, "=")
    name = substr(attr, 1, eq - 1)
    val = substr(attr, eq + 2, length(attr) - eq - 2)
    if (name == "id") { ids[FILENAME "#" val] = 1; continue }
    nlinks++
    from[nlinks] = FILENAME; to[nlinks] = val
  }
}
END {
  bad = 0
  for (i = 1; i <= nlinks; i++) {
    v = to[i]
    if (v ~ /^[a-z]+:/) { print "external link in " from[i] ": " v; bad++; continue }
    frag = ""
    if ((h = index(v, "#")) > 0) { frag = substr(v, h + 1); v = substr(v, 1, h - 1) }
    base = from[i]; sub(/\/[^\/]*$/, "", base)
    target = v == "" ? from[i] : norm(base, v)
    if (!(target in exists)) { print "broken link in " from[i] ": " to[i]; bad++; continue }
    if (frag != "" && !((target "#" frag) in ids)) { print "missing anchor in " from[i] ": " to[i]; bad++ }
  }
  printf "%d links checked, %d broken\n", nlinks, bad
  exit bad > 0
}'
status=$?
[ $status -eq 0 ] || status=1
rm -f "$dir/.files"
exit $status

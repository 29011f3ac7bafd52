#!/bin/sh
# do: build, check and time every implementation on this machine (doc/design.md section 3).
# Public domain (CC0).

usage() {
  cat <<'EOF'
usage: ./do [options] [operation [primitive [implementation]]]
       ./do [options] OP/PRIM[/IMPL]...

Builds every implementation (of the operation, primitive or implementation named) with every
working compiler line, checks it with try (SUPERCOP's checksums), times each alone to find its
fastest compiler, and measures it there. Results: bench/<host>/data (SUPERCOP's format),
a summary at the end, and pages in bench/<host>/pages/. Work is cached: a second run redoes
only what changed, and an interrupted run resumes.

examples:
  ./do                                   everything
  ./do crypto_hash                       one operation
  ./do crypto_hash sha256                one primitive
  ./do crypto_hash sha256 amd64-shani    one implementation
  ./do crypto_hash/sha256 crypto_aead/ascon128v12/ref    several, as paths

options:
  -j N, --jobs N         parallel compile and try jobs (default: the number of cores)
  --compilers FILE       compiler lines, one a line (default: data/compilers/c, or on an ARM
                         board data/compilers/armv6, armv7 or aarch64 by uname -m)
  --runner 'COMMAND'     run the programs through COMMAND: an emulator (qemu-arm -cpu arm1176
                         -L /usr/arm-linux-gnueabi; its timings are marked emulated and not
                         shown) or a board (scripts/runner-ssh USER@HOST)
  --tree DIR             the folder holding the crypto_* folders (default: .)
  --bench DIR            where results go (default: bench/<host>)
  --budget SECONDS       measurement time per implementation (default: 30)
  --wait SECONDS         time the measure phase may spend in all waiting for a slow phase of
                         a shared machine to pass, and measuring again what one disturbed
                         (default: a fifth of the phase's budget, at least 10)
  --timeout SECONDS      time limit of each program run (default: 600)
  --cpu N|last|none      the CPU that times every implementation (tune, measure): all on one,
                         so that they are compared under the same conditions (default: last,
                         the highest-numbered: Linux sends most interrupts to CPU 0; on a
                         machine with big and little cores, name a big one)
  --remeasure            measure again even where a measurement is cached
  --no-measure           stop after try and tune
  --no-timecop           skip TIMECOP (valgrind memcheck with secrets marked undefined),
                         which otherwise runs where valgrind is installed
  --no-pages             do not write the pages at the end
  -h, --help             this text
EOF
}

die() { echo "do: $*" >&2; exit 2; }

cd "$(dirname "$0")" || exit 2
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
compilers= runner= tree=. bench= budget=30 timeout=600 wait= cpu=last
remeasure= measure=yes pages=yes timecop=yes
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    -j|--jobs) [ $# -ge 2 ] || die "$1 needs a number"; jobs=$2; shift 2 ;;
    -j*) jobs=${1#-j}; shift ;;
    --compilers) [ $# -ge 2 ] || die "$1 needs a file"; compilers=$2; shift 2 ;;
    --runner) [ $# -ge 2 ] || die "$1 needs a command"; runner=$2; shift 2 ;;
    --tree) [ $# -ge 2 ] || die "$1 needs a folder"; tree=$2; shift 2 ;;
    --bench) [ $# -ge 2 ] || die "$1 needs a folder"; bench=$2; shift 2 ;;
    --budget) [ $# -ge 2 ] || die "$1 needs seconds"; budget=$2; shift 2 ;;
    --timeout) [ $# -ge 2 ] || die "$1 needs seconds"; timeout=$2; shift 2 ;;
    --wait) [ $# -ge 2 ] || die "$1 needs seconds"; wait=$2; shift 2 ;;
    --cpu) [ $# -ge 2 ] || die "$1 needs a CPU number, last or none"; cpu=$2; shift 2 ;;
    --remeasure) remeasure=yes; shift ;;
    --no-measure) measure=; shift ;;
    --no-pages) pages=; shift ;;
    --no-timecop) timecop=; shift ;;
    --) shift; break ;;
    -*) usage >&2; die "unknown option $1" ;;
    *) break ;;
  esac
done
case ${1-} in
  */*) for a in "$@"; do                  # paths: each names an operation, primitive or implementation
         case $a in crypto_*/*) ;; *) die "not a path OP/PRIM[/IMPL]: '$a' (paths and words do not mix)" ;; esac
       done ;;
  *) [ $# -le 3 ] || { usage >&2; die "too many arguments: $*"; } ;;
esac
case $jobs in ''|*[!0-9]*|0) die "-j needs a positive number, not '$jobs'" ;; esac
for n in "$budget" "$timeout"; do
  case $n in ''|*[!0-9.]*) die "not a number of seconds: '$n'" ;; esac
done
case $wait in *[!0-9]*) die "--wait needs whole seconds, not '$wait'" ;; esac
case $cpu in
  none) cpu= ;;
  last) ;;
  ''|*[!0-9]*) die "--cpu needs a CPU number, last or none, not '$cpu'" ;;
esac
if [ -z "$compilers" ]; then      # the list for the machine it runs on: a board needs no option
  case $(uname -m) in
    armv6*) compilers=data/compilers/armv6 ;;
    armv7*|armv8l) compilers=data/compilers/armv7 ;;
    aarch64|arm64) compilers=data/compilers/aarch64 ;;
    *) compilers=data/compilers/c ;;
  esac
fi
[ -f "$compilers" ] || die "no compiler list $compilers"
# an emulator's timings mean nothing: the data file says so, and the reports show none
case ${runner%% *} in qemu-*|*/qemu-*) emulated=$runner ;; *) emulated= ;; esac
case ${1-} in */*) focus=$* ;; *) focus=$(echo "$*" | tr ' ' '/') ;; esac
focus_args=                     # one --focus for each (paths hold no blanks)
for f in $focus; do focus_args="$focus_args --focus $f"; done

host=$(mk/host)
[ -n "$bench" ] || bench=bench/$host
mkdir -p "$bench" || die "cannot create $bench"
case $bench in /*) ;; *) bench=$(pwd)/$bench ;; esac

# one run at a time per bench folder
if ! mkdir "$bench/lock" 2>/dev/null; then
  pid=$(cat "$bench/lock/pid" 2>/dev/null)
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then die "another ./do (pid $pid) is using $bench"; fi
  rm -rf "$bench/lock"; mkdir "$bench/lock" || die "cannot lock $bench"
fi
echo $$ > "$bench/lock/pid"
trap 'rm -rf "$bench/lock"; [ -z "$poller" ] || kill "$poller" 2>/dev/null' EXIT
trap 'echo; echo "do: interrupted; run the same command again to resume" >&2; exit 130' INT TERM

m() { make --no-print-directory BENCH="$bench" RUNDATE="$rundate" RUNNER="$runner" \
        TIMEOUT="$timeout" BUDGET="$budget" CPU="$cpu" "$@"; }
rundate=$(date +%Y%m%d)
log=$bench/log
echo "=== $(date) === ./do $*" >> "$log"

# 1. tools, the plan, the compilers
m -s tools >> "$log" 2>&1 || { tail -20 "$log" >&2; die "building the tools failed (see $log)"; }
tools=$bench/tools
# the harness's part of every item's key: what builds and runs the program under test (the
# harness's C and our libkeccak.a's, with the headers they include; the build scripts without
# their comments; the version in every data line). Not the other mk/ helpers or the reports.
harness=$("$tools/plan" --digest version mk/build mk/headers mk/harness harness cpucycles include/libkeccak.a.src | cut -c1-12)
# shellcheck disable=SC2086
"$tools/plan" --tree "$tree" $focus_args > "$bench/plan.mk.tmp" || exit 2
mv "$bench/plan.mk.tmp" "$bench/plan.mk"
PLAN=$tools/plan mk/compilers "$compilers" "$bench/probe" "$harness" "$runner" \
  > "$bench/compilers.mk.tmp" || exit 1
mv "$bench/compilers.mk.tmp" "$bench/compilers.mk"

# 2. the data file is made from the results alone: this machine's lines, then the result files
# of every work folder that is current, one per step (doc/architecture.md): build, tune (which
# carries try's lines forward; try's own until tune has run), timecop, measure, again. It is
# made now, after the phases and on an interrupt, so it never holds what the work folders do
# not.
[ -z "$remeasure" ] || m -s focus-items | while read -r d; do rm -f "$d/measure" "$d/again"; done
version=$(cat version)
abi=$(sed -n 's/^c[0-9]*\.abi := //p' "$bench/compilers.mk" | head -1)
if [ -n "$runner" ]; then         # the machine that runs the programs, not this one
  m -s "$tools/machine-info-$abi" >> "$log" 2>&1 || die "building machine-info for $abi failed (see $log)"
  machine_info="$runner $tools/machine-info-$abi"
else
  machine_info=$tools/machine-info
fi
prefix=$("$tools/dataline" prefix "$version" "$host" "$abi" "$rundate" - -)
machine_line() { "$tools/dataline" emit "$prefix" machine "$@"; }
# the CPU that will time everything: machine-info runs there too, and says which it is
$machine_info ${cpu:+--cpu "$cpu"} > "$bench/machine-info" 2> "$bench/machine-info.err" || {
  if grep -q '^--cpu' "$bench/machine-info.err"; then die "$(head -1 "$bench/machine-info.err")"; fi
  echo "do: machine-info failed${runner:+ under '$runner'}: $(head -1 "$bench/machine-info.err")" >&2
}
{
  "$tools/dataline" emit "$prefix" - < "$bench/machine-info"
  [ -z "$emulated" ] || machine_line emulated "$(echo "$emulated" | tr ' \t' '__')"
  machine_line version "$version"
  machine_line host "$(hostname)"
  machine_line abi "$abi"
  sed -n 's/^\(c[0-9]*\)\.word := \(.*\)/\1 \2/p' "$bench/compilers.mk" | while read -r c word; do
    machine_line compiler "$word" "$(sed -n "s/^$c\.version := //p" "$bench/compilers.mk")"
  done
} > "$bench/machine"
# (one awk reads every work folder's results: a cat each costs seconds when there are thousands)
assemble() {
  { cat "$bench/machine"
    m -s current-items | awk '
      function show(p,   line, n) { while ((getline line < p) > 0) { print line; n++ } close(p); return n }
      { show($0 "/build"); if (!show($0 "/tune")) show($0 "/try")
        show($0 "/timecop"); show($0 "/measure"); show($0 "/again") }'
  } > "$bench/data.tmp" && mv "$bench/data.tmp" "$bench/data"
}
assemble
trap 'echo; assemble; echo "do: interrupted; run the same command again to resume" >&2; exit 130' INT TERM

# 3. the phases: try (parallel), tune and measure (alone), timecop (parallel); each with its
# progress line (mk/progress), fed by the steps through PROGRESS_FILE
PROGRESS_FILE=$bench/progress
export PROGRESS_FILE
poller=
phase() {    # phase TOTAL COMMAND...: the command's output goes to the log
  : > "$PROGRESS_FILE"
  rm -f "$PROGRESS_FILE.end" "$PROGRESS_FILE.seen"
  mk/progress "$PROGRESS_FILE" "$1" >&2 &
  poller=$!
  shift
  "$@" >> "$log" 2>&1
  : > "$PROGRESS_FILE.end"
  [ -e "$PROGRESS_FILE.seen" ] && kill -USR1 "$poller" 2>/dev/null
  wait "$poller"
  poller=
  [ -t 2 ] && echo >&2
}
# (three steps an item: build, try, tune; make tends to build them all before the first try)
# timed NAME COMMAND...: the command, then "do: phase NAME: N s" in the log (tests/run sums them)
timed() {
  t0=$(date +%s) name=$1
  shift
  "$@"
  echo "do: phase $name: $(($(date +%s) - t0)) s"
}
try_and_tune() { timed try m -k -j "$jobs" try-phase; timed tune m -k tune-phase; }
phase $((3 * $(m -s count-items))) try_and_tune
focus_count=$(m -s count-focus)
if [ -n "$measure" ]; then
  [ -n "$wait" ] || wait=$(awk -v n="$focus_count" -v b="$budget" 'BEGIN { w = int(n * b / 5); print w < 10 ? 10 : w }')
  echo "$wait" > "$bench/wait-left"
  : > "$bench/measured"
  phase "$focus_count" timed measure m -k WAIT_LEFT="$bench/wait-left" MEASURED="$bench/measured" measure-phase
  # the second pass (doc/design.md section 5): what a slow phase or a wide spread disturbed is
  # measured again, passes 2 and 3, while the allowance lasts; the data file keeps every pass.
  # Only what this run measured (a cached measurement stays as it is)
  pass=2
  while [ $pass -le 3 ] && [ -s "$bench/measured" ] && [ "$(cat "$bench/wait-left")" -gt 0 ]; do
    assemble
    again=$("$tools/cbreport" disturbed "$bench/data" 2>> "$log" | grep -Fx -f "$bench/measured")
    [ -n "$again" ] || break
    # each gets an equal share of half of what is left of the allowance, at most --budget; the
    # other half is for waiting until the machine is fast again (a harness run of pass 2 or 3
    # waits up to a minute of it: harness/calibrate.c), since what disturbed pass 1 is often
    # a slow phase that outlasts the measure phase
    n=$(echo "$again" | wc -l)
    share=$(awk -v b="$budget" -v l="$(cat "$bench/wait-left")" -v n="$n" \
      'BEGIN { x = int(l / 2 / n); if (x > b) x = b; print x < 1 ? 1 : x }')
    echo "do: pass $pass measures again, $share s each: $(echo $again)" >> "$log"
    phase "$n" m -k WAIT_LEFT="$bench/wait-left" PASS=$pass BUDGET="$share" \
      AGAIN="$(echo $again)" again-phase
    pass=$((pass + 1))
  done
fi
if [ -n "$timecop" ] && command -v valgrind > /dev/null 2>&1; then
  phase "$focus_count" timed timecop m -k -j "$jobs" timecop-phase
fi

# 4. what it means (with the report tool step 1 built: scripts/report.sh would build its own)
assemble
CBREPORT=$tools/cbreport
export CBREPORT
if [ -x scripts/summary ]; then scripts/summary "$bench/data"; fi
if [ -n "$pages" ] && [ -x scripts/pages ]; then
  scripts/pages "$bench/pages" "$bench/data" >> "$log" 2>&1 \
    && echo "pages: $bench/pages/index.html" || echo "do: writing pages failed (see $log)" >&2
fi
echo "data: $bench/data"

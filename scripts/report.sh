# report.sh -- sourced by scripts/pages, summary, export and compare: sets CBREPORT to the
# report tool, building it first (or again, when a source changed) with scripts/scripts.mk.
top=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${CBREPORT:-}" ]; then
  host=$("$top/mk/host")
  tools=${TOOLS:-$top/bench/$host/tools}
  make -s -C "$top" -f scripts/scripts.mk TOOLS="$tools" HOSTCC="${HOSTCC:-cc}" \
    HOSTCFLAGS="${HOSTCFLAGS:--O2}" "$tools/cbreport" >&2 || {
    echo "$0: cannot build the report tool (scripts/scripts.mk)" >&2
    exit 111
  }
  CBREPORT=$tools/cbreport
fi

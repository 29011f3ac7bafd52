/*
 * tools/dataline.c: `dataline`, the data line (dataline.h) for the shell scripts, so that no
 * script writes or takes apart a line itself (printf, awk $7, cut).
 *
 *   dataline prefix VERSION HOST ABI DATE OPERATION PRIMITIVE [SECURITY]
 *       the prefix of an item's lines (`-` for an empty value, spaces as `_`)
 *   dataline emit PREFIX EVENT [ARGUMENT...] [-]
 *       one line; with `-` last, one line per line of standard input, that line appended
 *   dataline get EVENT NAME...
 *       of each line of EVENT on standard input, the fields named (dataline.c: version ...
 *       event; try: checksums status cycles checksumcycles persecond impl compiler; the other
 *       item events: impl compiler text; tryfails, measurefails, timecop_*: code reason; tune:
 *       cycles), one line each; `reason` and `text` run to the end of the line, and so does
 *       `entry`, the line without its prefix (the event and its arguments)
 *   dataline reason EVENT CODE TEXT
 *       copies standard input, with the REASON of EVENT's lines of error CODE replaced by TEXT,
 *       in which %s stands for the old reason
 *
 * Exit status: 0, or 2 for a usage error.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "dataline.h"

static char line[65536];

static int usage(void)
{
  fprintf(stderr, "usage: dataline prefix VERSION HOST ABI DATE OPERATION PRIMITIVE [SECURITY]\n"
                  "       dataline emit PREFIX EVENT [ARGUMENT...] [-]\n"
                  "       dataline get EVENT NAME...\n"
                  "       dataline reason EVENT CODE TEXT\n");
  return 2;
}

/* the next line of standard input without its newline, or 0 at the end */
static const char *next_line(size_t *n)
{
  if (!fgets(line, sizeof line, stdin)) return 0;
  *n = strcspn(line, "\n");
  line[*n] = 0;
  return line;
}

static int prefix(int argc, char **argv)
{
  char primitive[512], out[4096];
  const char *value[DL_PREFIX_FIELDS];
  int i;
  if (argc != 6 && argc != 7) return usage();
  for (i = 0; i < DL_PREFIX_FIELDS; ++i) value[i] = argv[i];
  if (argc == 7 && *argv[6]) {            /* PRIMITIVE/SECURITY */
    snprintf(primitive, sizeof primitive, "%s/%s", argv[DL_PRIMITIVE], argv[6]);
    value[DL_PRIMITIVE] = primitive;
  }
  if (dataline_prefix(out, sizeof out, value)) return usage();
  puts(out);
  return 0;
}

static int emit(int argc, char **argv)
{
  char words[8192] = "";
  size_t used = 0, n;
  const char *text;
  int i, each = argc > 1 && !strcmp(argv[argc - 1], "-");
  if (argc < 2) return usage();
  for (i = 1; i < argc - each; ++i) {
    int k = snprintf(words + used, sizeof words - used, "%s%s", i > 1 ? " " : "", argv[i]);
    if (k < 0 || (size_t) k >= sizeof words - used) return usage();
    used += (size_t) k;
  }
  if (!each) dataline_print(stdout, argv[0], "%s", words);
  else
    while ((text = next_line(&n)))
      dataline_print(stdout, argv[0], "%s%s%s", words, *words ? " " : "", text);
  return 0;
}

static int get(int argc, char **argv)
{
  struct dataline L;
  int field[32], i;
  size_t n;
  const char *text;
  if (argc < 2 || argc > 33) return usage();
  for (i = 1; i < argc; ++i)
    if ((field[i - 1] = dataline_field_named(argv[0], argv[i])) < 0) {
      fprintf(stderr, "dataline get: %s lines have no field %s\n", argv[0], argv[i]);
      return 2;
    }
  while ((text = next_line(&n))) {
    if (dataline_split(&L, text, text + n) <= DL_EVENT || !dataline_is(&L, DL_EVENT, argv[0]))
      continue;
    for (i = 1; i < argc; ++i) {
      int f = field[i - 1];
      size_t len = dataline_name_is_text(argv[i]) && f < L.n ? (size_t) (L.end - L.f[f])
                   : f < L.n ? L.len[f] : 1;
      printf("%s%.*s", i > 1 ? " " : "", (int) len, f < L.n ? L.f[f] : "-");
    }
    putchar('\n');
  }
  return 0;
}

static int reason(int argc, char **argv)
{
  struct dataline L;
  const char *text, *mark;
  size_t n;
  if (argc != 3) return usage();
  mark = strstr(argv[2], "%s");
  while ((text = next_line(&n))) {
    dataline_split(&L, text, text + n);
    if (!dataline_is(&L, DL_EVENT, argv[0]) || !dataline_is(&L, DL_FAIL_ERROR, "error") ||
        !dataline_is(&L, DL_FAIL_CODE, argv[1])) {
      puts(text);
      continue;
    }
    printf("%.*s", L.n > DL_FAIL_REASON ? (int) (L.f[DL_FAIL_REASON] - text) : (int) n, text);
    if (L.n <= DL_FAIL_REASON) putchar(' ');
    if (!mark) fputs(argv[2], stdout);
    else
      printf("%.*s%.*s%s", (int) (mark - argv[2]), argv[2],
             L.n > DL_FAIL_REASON ? (int) (L.end - L.f[DL_FAIL_REASON]) : 0,
             L.n > DL_FAIL_REASON ? L.f[DL_FAIL_REASON] : "", mark + 2);
    putchar('\n');
  }
  return 0;
}

int main(int argc, char **argv)
{
  if (argc < 2) return usage();
  if (!strcmp(argv[1], "prefix")) return prefix(argc - 2, argv + 2);
  if (!strcmp(argv[1], "emit")) return emit(argc - 2, argv + 2);
  if (!strcmp(argv[1], "get")) return get(argc - 2, argv + 2);
  if (!strcmp(argv[1], "reason")) return reason(argc - 2, argv + 2);
  return usage();
}

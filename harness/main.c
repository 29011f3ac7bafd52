/*
 * main.c: the harness program, linked once per implementation and compiler line.
 *
 *   harness [options] try       correctness: SUPERCOP's try-small and try, checksums compared
 *   harness [options] tune      reads try's line on stdin, times the TUNE call alone, prints it back
 *   harness [options] measure   the timing sweep of the operation
 *   harness [options] kat FILE [KEY=VALUE...]   official vectors (kat.h)       } verify.c
 *   harness [options] timecop   under valgrind: try with secrets marked undefined }
 *   harness [options] cpu       prints the CPU it runs on (after --cpu: the one chosen)
 *
 * Every part runs in a sandboxed child (sandbox.c); this parent turns what happened into data
 * lines (dataline.h), printed on stdout: the step that runs it keeps them in its result file
 * (doc/architecture.md). Exit status: 0 when the implementation passed, 1 when it failed, 2
 * for usage errors.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cb.h"
#include "dataline.h"
#include "harness.h"
#include "modes.h"
#include "measure.h"
#include "sandbox.h"
#include "stq.h"
#include "try.h"

const char *line_prefix = "- - - - - -";
const char *compiler = "-";
static const char *expect = "";
static const char *reference;          /* --reference FILE: this machine's recent calibrations */
static const char *allowance;          /* --wait-left FILE: seconds the phase may still wait */
static const char *alive;              /* --alive FILE: try makes it once its small run passed */
static const char *cpu;                /* --cpu N|last: run on that CPU only (pin.c) */
int timeout = 600;

/* --- output --- */

/* a line of measure's child (its event and arguments, measure.h) with the item's prefix */
static void emit(const char *text)
{
  dataline_print(stdout, line_prefix, "%s", text);
}

/* --- children --- */

struct result {
  char last[512];                      /* the last line the child printed */
  int lines;
  char small[65];                      /* a TRY_BOTH child's small checksum, once it came */
};

static void passed_small(void)
{
  if (alive) {                          /* a sign of life for mk/hang: slow, not hanging */
    FILE *f = fopen(alive, "w");
    if (f) fclose(f);
  }
}

static void remember(const char *line, void *ctx)
{
  struct result *r = ctx;
  if (!strncmp(line, "trysmall ", 9) && strlen(line + 9) == 64) {
    memcpy(r->small, line + 9, 65);
    passed_small();
    return;                            /* ours: never the reason a run failed */
  }
  snprintf(r->last, sizeof r->last, "%s", line);
  r->lines += 1;
}

static void relay(const char *line, void *ctx)
{
  (void) ctx;
  if (calibration_note(line)) return;
  emit(line);
}

/* What a try child runs: SUPERCOP's try-small, its try, or both in one (cb_operation's
   small_in_big: the small checksum is taken at the end of the big run's first loops). */
enum { TRY_BIG, TRY_SMALL, TRY_BOTH };
static char want_small[65], want_big[65];   /* the checksums expected (--expect), or "" */
static long long try_start;                 /* ticks when the child's test began */

/* The end of a run: TUNE's ticks (63 calls) and the try line, to the parent, which compares
   the checksum and writes the item's line. */
static void try_report(const char *hex, long long ticks)
{
  const struct cb_operation *op = cb_primitive.op;
  long long t[63];
  int i;
  op->tune_prepare();
  for (i = 0; i < 63; ++i) {
    long long s = cpucycles();
    op->tune();
    t[i] = cpucycles() - s;
  }
  dataline_try(stdout, 0, hex, "unknown", stq2(t, 63), ticks, cpucycles_persecond(),
               cb_primitive.implementation, compiler);
}

/* TRY_BOTH at the small run's last loop: "trysmall HEX" and on; or, when HEX is not the one
   expected, the end of the run, as try-small would end (SUPERCOP stops there too). */
static void small_done(void)
{
  char hex[65];
  checksum_hex(hex);
  if (*want_small && strcmp(hex, want_small)) {
    try_report(hex, cpucycles() - try_start);
    exit(0);
  }
  printf("trysmall %s\n", hex);
  fflush(stdout);
}

static int try_child(void *mode)
{
  const struct cb_operation *op = cb_primitive.op;
  int run = (int) (long) mode, small = run == TRY_SMALL;
  int loops_small = cb_primitive.loops_small ? cb_primitive.loops_small : op->loops_small;
  int loops = small ? loops_small : cb_primitive.loops_big ? cb_primitive.loops_big : op->loops_big;
  char hex[65];
  if (run == TRY_BOTH) {
    try_checkpoint_loops = loops_small;
    try_checkpoint = small_done;
  }
  randombytes_known();
  try_start = cpucycles();
  op->test(loops, small ? 128 : 4096);
  checksum_hex(hex);
  try_report(hex, cpucycles() - try_start);
  return 0;
}

/* Our own checks beyond try's (try.h): "case CONTEXT" before each case, "warning REASON". */
static int edges_child(void *unused)
{
  (void) unused;
  randombytes_known();
  cb_primitive.op->edges();
  return 0;
}

static void warning(const char *line, void *context)
{
  if (!strncmp(line, "case ", 5)) snprintf(context, 128, "%s", line + 5);
  else if (!strncmp(line, "warning ", 8))
    dataline_item(stdout, line_prefix, "trywarning", cb_primitive.implementation, compiler, "%s",
                  line + 8);
}

/* After try passed: its trywarning lines (doc/data.md), never a failure. These few calls get
   10 s more than try took (a loop that never ends at length 0 costs that, not --timeout). */
static void edges(long try_seconds)
{
  char context[128] = "start";          /* the case running */
  struct sandbox_end end;
  int limit = try_seconds + 10 < timeout || timeout <= 0 ? (int) try_seconds + 10 : timeout;
  if (!cb_primitive.op->edges) return;
  if (sandbox(edges_child, 0, limit, warning, context, &end) < 0) return;
  if (end.code && !end.reason[0]) snprintf(end.reason, sizeof end.reason, "exited with code %d", end.code);
  if (end.code)
    dataline_item(stdout, line_prefix, "trywarning", cb_primitive.implementation, compiler,
                  "%s (at %s)", end.reason, context);
}

static int tune_child(void *unused)
{
  const struct cb_operation *op = cb_primitive.op;
  long long t[255], start;
  int n = 0;
  (void) unused;
  op->tune_prepare();
  op->tune();
  op->tune();
  start = cpucycles();
  while (n < 255 && (n < 15 || (double) (cpucycles() - start) < 0.3 * measure_persecond())) {
    long long s = cpucycles();
    op->tune();
    t[n++] = cpucycles() - s;
  }
  dataline_item(stdout, 0, "tune", cb_primitive.implementation, compiler, "%lld", stq2(t, n));
  return 0;
}

/* Every line on stdout is a data line; what the implementation says on stderr is not (SUPERCOP
   does not keep it either), so stderr is closed. */
static int measure_child(void *unused)
{
  (void) unused;
  fflush(stderr);
  close(2);
  measure_header();
  cb_primitive.op->measure();
  return 0;
}

/* Run a child; on failure print the tryfails-style line and return 0. */
static int run(const char *failevent, int (*fn)(void *), void *arg, int seconds,
               void (*line)(const char *, void *), struct result *r)
{
  struct sandbox_end end;
  memset(r, 0, sizeof *r);
  if (sandbox(fn, arg, seconds, line, r, &end) < 0) {
    dataline_fail(stdout, line_prefix, failevent, cb_primitive.implementation, compiler, 111,
                  "cannot start a child process");
    return 0;
  }
  if (end.code == 0) return 1;
  dataline_fail(stdout, line_prefix, failevent, cb_primitive.implementation, compiler, end.code,
                end.reason[0] ? end.reason : r->lines ? r->last : "failed without a message");
  return 0;
}

/* --- the modes --- */

/* One try child (TRY_SMALL, TRY_BIG or TRY_BOTH): returns 1 and fills the checksums it
   computed (small, big) and cycles when the run passed and matched. */
static int try_one(int mode, char small[65], char big[65], long long *cycles, long long *ckcycles)
{
  struct dataline L;
  struct result r;
  char *checksum = mode == TRY_SMALL ? small : big;
  const char *expected = mode == TRY_SMALL ? want_small : want_big;
  if (!run("tryfails", try_child, (void *) (long) mode, timeout, remember, &r))
    return 0;
  /* the last line is ours (a try line, without the prefix); what the implementation printed
     before it (its stderr, which SUPERCOP's do-part ignores when try passes) changes nothing */
  if (dataline_split_event(&L, r.last, r.last + strlen(r.last)) != DL_TRY_FIELDS
      || !dataline_is(&L, DL_EVENT, "try") || L.len[DL_TRY_CHECKSUMS] != 64
      || strspn(L.f[DL_TRY_CHECKSUMS], "0123456789abcdef") < 64) {
    char why[600];
    snprintf(why, sizeof why, "unexpected output: %s", r.last);
    dataline_fail(stdout, line_prefix, "tryfails", cb_primitive.implementation, compiler, 111, why);
    return 0;
  }
  if (mode == TRY_BOTH && !r.small[0]) {   /* it stopped at the end of the small run */
    checksum = small;
    expected = want_small;
  }
  memcpy(checksum, L.f[DL_TRY_CHECKSUMS], 64);
  checksum[64] = 0;
  *cycles = atoll(L.f[DL_TRY_CYCLES]);
  *ckcycles = atoll(L.f[DL_TRY_CHECKSUMCYCLES]);
  if (*expected && strcmp(expected, checksum)) {
    dataline_try(stdout, line_prefix, checksum, "fails", *cycles, *ckcycles, cpucycles_persecond(),
                 cb_primitive.implementation, compiler);
    return 0;
  }
  if (mode == TRY_BOTH) memcpy(small, r.small, 65);
  return 1;
}

static int mode_try(void)
{
  char small[65], big[65], both[130];
  long long cycles, ckcycles;
  const char *slash = strchr(expect, '/');
  const struct cb_primitive *P = &cb_primitive;
  time_t start = time(0);
  if (slash && slash - expect == 64 && strlen(slash + 1) == 64) {
    memcpy(want_small, expect, 64);
    want_small[64] = 0;
    strcpy(want_big, slash + 1);
  }
  if (P->op->small_in_big && (P->loops_small ? P->loops_small : P->op->loops_small)
                             <= (P->loops_big ? P->loops_big : P->op->loops_big)) {
    if (!try_one(TRY_BOTH, small, big, &cycles, &ckcycles)) return 1;
  } else {
    if (!try_one(TRY_SMALL, small, big, &cycles, &ckcycles)) return 1;
    passed_small();
    if (!try_one(TRY_BIG, small, big, &cycles, &ckcycles)) return 1;
  }
  snprintf(both, sizeof both, "%s/%s", small, big);
  dataline_try(stdout, line_prefix, both, want_small[0] ? "ok" : "unknown", cycles, ckcycles,
               cpucycles_persecond(), cb_primitive.implementation, compiler);
  edges((long) (time(0) - start));
  return 0;
}

/* The try line comes in with try's own cycles; it goes out with TUNE's quiet ones, the
   trywarning lines after it as they came. */
static int mode_tune(void)
{
  char line[4096], warnings[8192] = "", more[4096], checksums[200], status[20];
  struct dataline L, T;
  struct result r;
  long long cycles;
  if (!fgets(line, sizeof line, stdin)) return 2;
  while (fgets(more, sizeof more, stdin))
    if (dataline_split(&L, more, more + strlen(more)) > DL_EVENT
        && dataline_is(&L, DL_EVENT, "trywarning") && strlen(warnings) + strlen(more) < sizeof warnings)
      strcat(warnings, more);
  if (dataline_split(&L, line, line + strcspn(line, "\n")) != DL_TRY_FIELDS
      || !dataline_is(&L, DL_EVENT, "try")) {
    fprintf(stderr, "harness tune: expected a try line on standard input\n");
    return 2;
  }
  if (!run("tryfails", tune_child, 0, timeout, remember, &r)) return 1;
  if (dataline_split_event(&T, r.last, r.last + strlen(r.last)) <= DL_TUNE_CYCLES
      || !dataline_is(&T, DL_EVENT, "tune")) return 1;
  cycles = atoll(T.f[DL_TUNE_CYCLES]);
  snprintf(checksums, sizeof checksums, "%.*s", (int) L.len[DL_TRY_CHECKSUMS], L.f[DL_TRY_CHECKSUMS]);
  snprintf(status, sizeof status, "%.*s", (int) L.len[DL_TRY_STATUS], L.f[DL_TRY_STATUS]);
  dataline_try(stdout, line_prefix, checksums, status, cycles, atoll(L.f[DL_TRY_CHECKSUMCYCLES]),
               atoll(L.f[DL_TRY_PERSECOND]), cb_primitive.implementation, compiler);
  fputs(warnings, stdout);
  dataline_item(stdout, line_prefix, "tune", cb_primitive.implementation, compiler, "%lld", cycles);
  return 0;
}

static int mode_measure(void)
{
  struct result r;
  int ok, limit;
  struct cpucycles_summary counter;
  cpucycles_summarize(&counter);         /* the child inherits the precision: timer_floor */
  measure_precision = counter.precision;
  if (reference) calibration_load(reference);
  if (allowance) calibration_allowance(allowance);
  /* --timeout is for the code's own run time; a measurement also spends its budget and may
     wait out slow phases of the machine, so it gets both on top (a loaded machine once cut a
     --budget 2 --timeout 5 run short before its first cell) */
  limit = timeout > 0 ? timeout + (int) (measure_budget + 0.5) + measure_wait : 0;
  ok = run("measurefails", measure_child, 0, limit, relay, &r);
  if (reference) calibration_save(reference);
  if (allowance) calibration_spend(allowance);
  return ok ? 0 : 1;
}

static int usage(void)
{
  fprintf(stderr,
    "usage: harness [--prefix TEXT] [--compiler WORD] [--expect SMALL/BIG] [--timeout SECONDS]\n"
    "          [--budget SECONDS] [--pass N] [--reference FILE] [--wait-left FILE]\n"
    "          [--alive FILE] [--cpu N|last]\n"
    "          try|tune|measure|timecop|cpu|kat FILE [KEY=VALUE...]\n");
  return 2;
}

int main(int argc, char **argv)
{
  int i;
  for (i = 1; i + 1 < argc && !strncmp(argv[i], "--", 2); i += 2) {
    const char *v = argv[i + 1];
    if (!strcmp(argv[i], "--prefix")) line_prefix = v;
    else if (!strcmp(argv[i], "--compiler")) compiler = measure_compiler = v;
    else if (!strcmp(argv[i], "--expect")) expect = v;
    else if (!strcmp(argv[i], "--timeout")) timeout = atoi(v);
    else if (!strcmp(argv[i], "--budget")) measure_budget = atof(v);
    else if (!strcmp(argv[i], "--pass")) measure_pass = atoi(v) > 1 ? atoi(v) : 1;
    else if (!strcmp(argv[i], "--reference")) reference = v;
    else if (!strcmp(argv[i], "--wait-left")) allowance = v;
    else if (!strcmp(argv[i], "--alive")) alive = v;
    else if (!strcmp(argv[i], "--cpu")) cpu = v;
    else return usage();
  }
  if (cpu && !pin_cpu(cpu)) return 2;
  if (i < argc && !strcmp(argv[i], "kat")) {
    cpucycles_persecond();
    return mode_kat(argc - i - 1, argv + i + 1);
  }
  if (i + 1 != argc) return usage();
  if (!strcmp(argv[i], "cpu")) {
    printf("%d\n", current_cpu());
    return 0;
  }
  cpucycles_persecond();          /* choose the counter once, before any child */
  randombytes_seed();             /* while files may still be opened */
  if (!strcmp(argv[i], "try")) return mode_try();
  if (!strcmp(argv[i], "tune")) return mode_tune();
  if (!strcmp(argv[i], "measure")) return mode_measure();
  if (!strcmp(argv[i], "timecop")) return mode_timecop();
  return usage();
}

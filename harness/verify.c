/*
 * verify.c: the two checks of the harness program beside try: official vectors (harness kat) and
 * TIMECOP (harness timecop, run under valgrind by mk/fastest).
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "cb.h"
#include "harness.h"
#include "kat.h"
#include "dataline.h"
#include "modes.h"
#include "sandbox.h"

/* TIMECOP: memcheck reports a branch or an index that depends on a secret as a use of an
   undefined value; valgrind then ends the child with --error-exitcode=99. */
static int timecop_child(void *unused)
{
  const struct cb_operation *op = cb_primitive.op;
  (void) unused;
  randombytes_known();
  op->test(op->knownrandom ? 1 : 4, 128);
  printf("ok\n");
  return 0;
}

struct findings {
  char first[256];                     /* the first memcheck complaint */
  char last[256];
};

static void findings(const char *line, void *ctx)
{
  struct findings *f = ctx;
  const char *text = line;
  if (!strncmp(line, "==", 2) && strstr(line + 2, "== ")) text = strstr(line + 2, "== ") + 3;
  if (!f->first[0] && (strstr(text, "uninitialised") || strstr(text, "unaddressable")))
    snprintf(f->first, sizeof f->first, "%s", text);
  if (*text) snprintf(f->last, sizeof f->last, "%s", text);
}

int mode_timecop(void)
{
  struct findings f;
  struct sandbox_end end;
  const char *impl = cb_primitive.implementation;
  memset(&f, 0, sizeof f);
  if (!timecop_available) {
    dataline_fail(stdout, line_prefix, "timecop_error", impl, compiler, 1,
                  "built without valgrind/memcheck.h");
    return 1;
  }
  timecop_enable();
  if (sandbox(timecop_child, 0, timeout, findings, &f, &end) < 0) return 1;
  if (end.code == 0) dataline_item(stdout, line_prefix, "timecop_pass", impl, compiler, "%s", "");
  else if (end.code == 99)
    dataline_fail(stdout, line_prefix, "timecop_fail", impl, compiler, 99,
                  f.first[0] ? f.first : "memcheck: a branch or a memory index depends on secret data");
  else if (end.code == 128 + 4)
    dataline_fail(stdout, line_prefix, "timecop_error", impl, compiler, end.code,
                  "valgrind cannot run this code (illegal instruction: "
                  "an instruction set it does not know, such as AVX-512)");
  else dataline_fail(stdout, line_prefix, "timecop_error", impl, compiler, end.code,
                     end.reason[0] ? end.reason : f.last);
  return end.code == 0 ? 0 : 1;
}

struct kat_job {
  FILE *f;
  char *path;
  int nfilters;
  char **filters;
};

static int kat_child(void *arg)
{
  struct kat_job *job = arg;
  return kat_file(job->f, job->path, job->nfilters, job->filters);
}

static void print(const char *line, void *ctx)
{
  (void) ctx;
  printf("%s\n", line);
}

int mode_kat(int argc, char **argv)
{
  struct kat_job job;
  struct sandbox_end end;
  if (argc < 1) return 2;
  job.path = argv[0];
  job.nfilters = argc - 1;
  job.filters = argv + 1;
  if (!(job.f = fopen(job.path, "r"))) {
    perror(job.path);
    return 1;
  }
  if (sandbox(kat_child, &job, timeout, print, 0, &end) < 0) return 1;
  if (end.reason[0]) printf("kat %s: %s %s\n", job.path, cb_primitive.implementation, end.reason);
  fclose(job.f);
  return end.code == 0 ? 0 : 1;
}

/*
 * tests/unit/entry.c: the data-line writer of measure (measure_entry): SUPERCOP's shape
 * `event len median` then every sample as a signed difference from the median (StQ's Q2),
 * and `-` for a length that does not apply.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "cb.h"
#include "measure.h"

const struct cb_primitive cb_primitive;     /* measure.c refers to it; not used here */

static int failures;

static void check(const char *want, const char *event, long long len, const long long *t, long long n)
{
  char got[256] = "";
  FILE *f = tmpfile();
  int saved;
  fflush(stdout);
  saved = dup(1);
  dup2(fileno(f), 1);                        /* measure_entry writes to standard output */
  measure_entry(event, len, t, n);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  rewind(f);
  if (!fgets(got, sizeof got, f)) got[0] = 0;
  fclose(f);
  if (strcmp(got, want)) {
    printf("FAIL entry: got \"%s\", expected \"%s\"\n", got, want);
    failures++;
  }
}

int main(void)
{
  static const long long three[] = { 988, 1014, 962 };
  static const long long one[] = { 19172 };
  check("cycles 1536 988 +0+26-26\n", "cycles", 1536, three, 3);
  check("keypair_cycles - 19172\n", "keypair_cycles", -1, one, 1);
  check("encrypt_cycles 64000064 988 +0+26-26\n", "encrypt_cycles", 64000064, three, 3);
  printf("entry: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}

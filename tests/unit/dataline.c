/*
 * tests/unit/dataline.c: the data line (harness/dataline.h): a line the writers make is read
 * back field by field by the reader (try, a failure with a free-text reason, an item event),
 * a prefix turns empty values into `-` and spaces into `_`, the reader counts fields whatever
 * the spacing, and the tool's field names reach the fields the layout says; the lines of a
 * measurement block, with and without the prefix (the harness's child writes them without).
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dataline.h"

static int failures;

static void expect(const char *what, const char *got, size_t len, const char *want)
{
  if (strlen(want) != len || memcmp(got, want, len)) {
    printf("FAIL dataline %s: got '%.*s', expected '%s'\n", what, (int) len, got, want);
    failures++;
  }
}

static void expect_int(const char *what, long got, long want)
{
  if (got != want) {
    printf("FAIL dataline %s: got %ld, expected %ld\n", what, got, want);
    failures++;
  }
}

/* what a writer printed, as one string without its newline */
static char text[4096];
static FILE *start(void)
{
  FILE *f = tmpfile();
  if (!f) { perror("tmpfile"); exit(2); }
  return f;
}
static void finish(FILE *f, struct dataline *L)
{
  size_t n;
  rewind(f);
  n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = 0;
  expect_int("one line, ending in a newline", n > 0 && text[n - 1] == '\n' && !strchr(text, '\n')[1], 1);
  text[strcspn(text, "\n")] = 0;
  dataline_split(L, text, text + strlen(text));
}
#define FIELD(L, i) (L).f[i], (L).len[i]

int main(void)
{
  const char *values[DL_PREFIX_FIELDS] = { "20261129", "myhost", "amd64", "20261202",
                                           "crypto_hash", "sha256/constbranchindex" };
  const char *blank[DL_PREFIX_FIELDS] = { "1", "a b", "amd64", "20261202", "", 0 };
  char prefix[256], tiny[8];
  struct dataline L;
  FILE *f;

  expect_int("prefix fits", dataline_prefix(prefix, sizeof prefix, blank), 0);
  expect("empty values and spaces", prefix, strlen(prefix), "1 a_b amd64 20261202 - -");
  expect_int("a prefix too long for its buffer", dataline_prefix(tiny, sizeof tiny, values), -1);
  dataline_prefix(prefix, sizeof prefix, values);

  f = start();
  dataline_try(f, prefix, "aa/bb", "ok", 123, 4567, 890, "crypto_hash/sha256/ref", "gcc_-O3");
  finish(f, &L);
  expect_int("try: fields", L.n, DL_TRY_FIELDS);
  expect("try: host", FIELD(L, DL_HOST), "myhost");
  expect("try: primitive", FIELD(L, DL_PRIMITIVE), "sha256/constbranchindex");
  expect("try: event", FIELD(L, DL_EVENT), "try");
  expect("try: checksums", FIELD(L, DL_TRY_CHECKSUMS), "aa/bb");
  expect("try: status", FIELD(L, DL_TRY_STATUS), "ok");
  expect("try: cycles", FIELD(L, DL_TRY_CYCLES), "123");
  expect("try: checksum cycles", FIELD(L, DL_TRY_CHECKSUMCYCLES), "4567");
  expect("try: persecond", FIELD(L, DL_TRY_PERSECOND), "890");
  expect("try: implementation", FIELD(L, DL_TRY_IMPL), "crypto_hash/sha256/ref");
  expect("try: compiler", FIELD(L, DL_TRY_COMPILER), "gcc_-O3");

  f = start();
  dataline_fail(f, prefix, "tryfails", "crypto_hash/sha256/ref", "gcc", 124, "timed out after 9 seconds");
  finish(f, &L);
  expect("fail: implementation", FIELD(L, DL_ITEM_IMPL), "crypto_hash/sha256/ref");
  expect("fail: error", FIELD(L, DL_FAIL_ERROR), "error");
  expect("fail: code", FIELD(L, DL_FAIL_CODE), "124");
  expect("fail: the reason runs to the end", L.f[DL_FAIL_REASON],
         (size_t) (L.end - L.f[DL_FAIL_REASON]), "timed out after 9 seconds");

  f = start();
  dataline_item(f, prefix, "tune", "crypto_hash/sha256/ref", "gcc", "%d", 77);
  finish(f, &L);
  expect("tune: cycles", FIELD(L, DL_TUNE_CYCLES), "77");
  f = start();
  dataline_item(f, prefix, "timecop_pass", "crypto_hash/sha256/ref", "gcc", "%s", "");
  finish(f, &L);
  expect_int("an event without arguments has no trailing field", L.n, DL_ITEM_REST);

  strcpy(text, "  1  h   a 20261202 - -  machine cpu AMD EPYC ");
  expect_int("runs of spaces", dataline_split(&L, text, text + strlen(text)), 10);
  expect_int("a machine line", dataline_is(&L, DL_EVENT, "machine") && dataline_is(&L, DL_MACHINE_KEY, "cpu"), 1);
  expect_int("is: a longer word is not the field", dataline_is(&L, DL_MACHINE_KEY, "cpus"), 0);
  expect_int("is: past the last field", dataline_is(&L, DL_MAX_FIELDS - 1, "x"), 0);

  expect_int("name: try persecond", dataline_field_named("try", "persecond"), DL_TRY_PERSECOND);
  expect_int("name: tryfails code", dataline_field_named("tryfails", "code"), DL_FAIL_CODE);
  expect_int("name: skipped impl", dataline_field_named("skipped", "impl"), DL_ITEM_IMPL);
  expect_int("name: try impl", dataline_field_named("try", "impl"), DL_TRY_IMPL);
  expect_int("name: date", dataline_field_named("objsize", "date"), DL_DATE);
  expect_int("name: unknown", dataline_field_named("try", "code"), -1);
  expect_int("name: trywarning text", dataline_field_named("trywarning", "text"), DL_ITEM_REST);
  expect_int("name: text runs to the end", dataline_name_is_text("text") && !dataline_name_is_text("impl"), 1);

  expect_int("name: entry runs to the end", dataline_field_named("try", "entry") == DL_EVENT
             && dataline_name_is_text("entry"), 1);

  f = start();
  dataline_implementation(f, 0, "crypto_hash/sha256/ref", "v 2\t3");
  finish(f, &L);
  expect("implementation, without a prefix", text, strlen(text), "implementation crypto_hash/sha256/ref v_2_3");
  expect_int("a line without its prefix: fields", dataline_split_event(&L, text, text + strlen(text)),
             DL_IMPL_VERSION + 1);
  expect("... its first word is the event", FIELD(L, DL_EVENT), "implementation");
  expect("... the version", FIELD(L, DL_IMPL_VERSION), "v_2_3");
  expect_int("... the prefix fields are empty", (int) L.len[DL_HOST], 0);
  expect_int("an empty line has no event", dataline_split_event(&L, text, text), 0);
  f = start();
  dataline_compiler(f, prefix, "gcc_-O2", "12.2.0 (Debian)");
  finish(f, &L);
  expect("compiler: the word", FIELD(L, DL_HEADER_VALUE), "gcc_-O2");
  expect("compiler: its version, blanks as _", FIELD(L, DL_HEADER_MORE), "12.2.0_(Debian)");
  f = start();
  dataline_number(f, prefix, "outputbytes", 32);
  finish(f, &L);
  expect("a number", FIELD(L, DL_HEADER_VALUE), "32");
  {
    static const long long three[] = { 988, 1014, 962 };
    f = start();
    dataline_cycles(f, 0, "keypair_cycles", -1, 988, three, 3);
    finish(f, &L);
    expect("cycles: samples as differences, - for no length", text, strlen(text), "keypair_cycles - 988 +0+26-26");
    f = start();
    dataline_cycles(f, prefix, "cycles", 1536, 988, three, 1);
    finish(f, &L);
    expect("cycles: one sample, no SAMPLES", L.f[DL_EVENT], (size_t) (L.end - L.f[DL_EVENT]), "cycles 1536 988");
  }
  f = start();
  dataline_floor(f, prefix, "cycles", 64, 40);
  finish(f, &L);
  expect("timer_floor: event", FIELD(L, DL_FLOOR_EVENT), "cycles");
  expect("timer_floor: length", FIELD(L, DL_FLOOR_LEN), "64");
  expect("timer_floor: precision", FIELD(L, DL_FLOOR_PRECISION), "40");
  f = start();
  dataline_calibration(f, prefix, 22395, 22396, "ok");
  finish(f, &L);
  expect("calibration: before", FIELD(L, DL_CAL_BEFORE), "22395");
  expect("calibration: after", FIELD(L, DL_CAL_AFTER), "22396");
  expect("calibration: status", FIELD(L, DL_CAL_STATUS), "ok");
  f = start();
  dataline_machine(f, prefix, "cpu", "AMD EPYC 7B13");
  finish(f, &L);
  expect("machine: key", FIELD(L, DL_MACHINE_KEY), "cpu");
  expect("machine: the value, blanks as _", FIELD(L, DL_MACHINE_VALUE), "AMD_EPYC_7B13");
  f = start();
  dataline_waited(f, 0, 4);
  finish(f, &L);
  dataline_split_event(&L, text, text + strlen(text));
  expect("waited: seconds", FIELD(L, DL_WAITED_SECONDS), "4");

  if (!failures) printf("dataline: ok\n");
  return failures ? 1 : 0;
}

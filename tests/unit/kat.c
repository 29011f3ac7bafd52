/*
 * tests/unit/kat.c: the vector file reader of `harness kat` (harness/kat.c) on a small sample of
 * each format of ../shared/kat: CAVP `[L = 32]` sections with `Name = value` records, BLAKE2's
 * JSON objects, Crypto++'s `Name: value` blocks (fields carried, `Test:` ends a block, values
 * continued after '\'), and XKCP's `Name(args):` records. Each record the reader hands on is
 * written out as one line of its fields, and the lines are compared with what each sample
 * holds; filters (KEY=VALUE, !KEY) are checked on the way.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <string.h>
#include "cb.h"
#include "kat.h"

static char seen[2048];                     /* the records handed on, one line each */

/* The operation's part: write the record's fields; a record with a field n=skip does not apply. */
static int record(const struct kat_record *r)
{
  int i;
  const char *n = kat_get(r, "n");
  if (n && !strcmp(n, "skip")) return 0;
  for (i = 0; i < r->n; ++i)
    if (r->key[i][0])
      snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "%s%s=%s", i ? " " : "", r->key[i],
               r->value[i]);
  snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "\n");
  return 1;
}

static const struct cb_operation recorder = { .name = "crypto_test", .kat = record };
const struct cb_primitive cb_primitive = { .op = &recorder, .primitive = "test" };

static int failures;

static void check(const char *what, const char *text, int nfilters, char **filters, int status,
                  const char *want)
{
  FILE *f = tmpfile();
  int got;
  fputs(text, f);
  rewind(f);
  seen[0] = 0;
  fflush(stdout);
  got = kat_file(f, what, nfilters, filters);
  fclose(f);
  if (got != status || strcmp(seen, want)) {
    printf("FAIL kat %s: status %d (expected %d), records:\n%s-- expected:\n%s", what, got, status,
           seen, want);
    failures++;
  }
}

int main(void)
{
  static char *blake2s[] = { "hash=blake2s", "key=" };
  static char *no_md[] = { "!MD" };
  static char *rounds8[] = { "Rounds=8" };
  static char *wrong[] = { "Rounds" };
  check("cavp",
        "# CAVS 11.0\n[L = 32]\n\nLen = 0\nMsg = 00\nMD = e3b0\n\nLen = 8\nMsg = d3\n"
        "MD = 28969cdf\n",
        0, 0, 0, "Len=0 Msg=00 MD=e3b0\nLen=8 Msg=d3 MD=28969cdf\n");
  check("cavp, a header of prose with colons",
        "# Source: a paper\n# Note: words\n# Byte order: as printed\n# Confidence: one source\n"
        "KEY = 00\nPT = 01\nCT = 02\n",
        0, 0, 0, "KEY=00 PT=01 CT=02\n");
  check("cavp, field ignored", "Len = 8\nMsg = d3\nMD = 2896\n", 1, no_md, 0, "Len=8 Msg=d3\n");
  check("json",
        "[\n{\n    \"hash\": \"blake2s\",\n    \"in\": \"\",\n    \"key\": \"\",\n"
        "    \"out\": \"6921\"\n},\n{\n    \"hash\": \"blake2s\",\n    \"in\": \"00\",\n"
        "    \"key\": \"0001\",\n    \"out\": \"40d1\"\n},\n{\n    \"hash\": \"blake2b\",\n"
        "    \"in\": \"\",\n    \"key\": \"\",\n    \"out\": \"786a\"\n}\n]\n",
        2, blake2s, 0, "hash=blake2s in= key= out=6921\n");
  check("crypto++",
        "AlgorithmType: SymmetricCipher\nName: ChaCha\nSource: draft\nRounds: 8\n"
        "Key: 0000\nIV: 00\nPlaintext: r2 00\nCiphertext: 3e00\nTest: Encrypt\n"
        "Comment: carried fields\nIV: 01\nCiphertext: cf5e\\\n  e0\nTest: Encrypt\n\n"
        "Name: ChaCha\nRounds: 12\nKey: 0000\nTest: Encrypt\n",
        1, rounds8, 0,
        "AlgorithmType=SymmetricCipher Name=ChaCha Source=draft Rounds=8 Key=0000 IV=00 "
        "Plaintext=r2 00 Ciphertext=3e00 Test=Encrypt\n"
        "AlgorithmType=SymmetricCipher Name=ChaCha Source=draft Rounds=8 Key=0000 IV=01 "
        "Plaintext=r2 00 Ciphertext=cf5ee0 Test=Encrypt Comment=carried fields\n");
  check("xkcp call",
        "KangarooTwelve(M=ptn(0 bytes), C=empty, 32 output bytes):\n"
        "  1A C2 D4 50\n  FC 3B 42 05\n\nKangarooTwelve(M=ptn(1 bytes), C=empty, 32 output bytes):\n"
        "  2B DA 92 45\n",
        0, 0, 0,
        "Call=KangarooTwelve(M=ptn(0 bytes), C=empty, 32 output bytes) Output= 1A C2 D4 50 FC 3B 42 05\n"
        "Call=KangarooTwelve(M=ptn(1 bytes), C=empty, 32 output bytes) Output= 2B DA 92 45\n");
  check("nothing applies", "n = skip\nMsg = 00\n", 0, 0, 111, "");
  check("a filter without '='", "Len = 0\n", 1, wrong, 2, "");
  if (failures) return 1;
  printf("kat: 8 vector-file samples read as expected\n");
  return 0;
}

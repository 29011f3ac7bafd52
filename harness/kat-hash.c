/*
 * kat-hash.c: official vectors for crypto_hash: CAVP (Len in bits, Msg, MD; the Monte Carlo
 * test from a Seed, SHAVS section 6.4), XKCP (Squeezed: a longer output, compared on the
 * CRYPTO_BYTES the primitive gives), NIST LWC hash KATs (Msg, MD), BLAKE2's JSON (in, out),
 * XKCP's KangarooTwelve.txt (Call: the message described in words, Output: its first bytes).
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cb.h"
#include "kat.h"

#define P cb_primitive
#define MAXMSG (1 << 20)

static unsigned char msg[MAXMSG], out[1024];

static const char *expected_field(const struct kat_record *r)
{
  static const char *names[] = { "MD", "Squeezed", "Digest", "Output", "out", 0 };
  int i;
  for (i = 0; names[i]; ++i)
    if (kat_get(r, names[i])) return names[i];
  return 0;
}

/* SHAVS Monte Carlo: M_i = MD_{i-3} || MD_{i-2} || MD_{i-1}, 1000 hashes per record. */
static int monte(const struct kat_record *r, unsigned char *seed, long n)
{
  unsigned char md[3][256];
  int i;
  if (n != P.size[0] || n > 256) return 0;
  memcpy(md[0], seed, (size_t) n);
  memcpy(md[1], seed, (size_t) n);
  memcpy(md[2], seed, (size_t) n);
  for (i = 3; i < 1003; ++i) {
    memcpy(msg, md[0], (size_t) n);
    memcpy(msg + n, md[1], (size_t) n);
    memcpy(msg + 2 * n, md[2], (size_t) n);
    memmove(md[0], md[1], (size_t) n);
    memmove(md[1], md[2], (size_t) n);
    P.hash(md[2], msg, (unsigned long long) (3 * n));
  }
  kat_expect(r, "MD", md[2], n);
  memcpy(seed, md[2], (size_t) n);
  return 1;
}

/* A length written "17^3" or "41" */
static long power(const char *v)
{
  long base, exp, n = 1;
  char *end;
  base = strtol(v, &end, 10);
  if (*end != '^') return base;
  for (exp = strtol(end + 1, 0, 10); exp > 0; --exp) n *= base;
  return n;
}

/* XKCP's KangarooTwelve.txt: Call "Name(M=..., C=..., N bytes)" and Output, the first N bytes.
   M is "empty", "pattern 0x00 to 0xFA for L bytes" (00 01 .. FA repeated) or "K times byte 0xXX".
   crypto_hash has no customization string, so only C=empty applies; excerpts (", last 32
   bytes" after the parenthesis) do not. At most CRYPTO_BYTES bytes are compared. */
static int call(const struct kat_record *r, const char *v)
{
  const char *m = strchr(v, '('), *c = strstr(v, ", C=empty, "), *close = strchr(v, ')');
  unsigned char *buf;
  long len = -1, i, outlen;
  unsigned long top = 0;
  unsigned byte = 0;
  if (!m || !c || !close || close[1] || strncmp(m, "(M=", 3)) return 0;
  outlen = strtol(c + strlen(", C=empty, "), 0, 10);
  m += 3;
  if (!strncmp(m, "empty,", 6)) len = 0;
  else if (sscanf(m, "pattern 0x00 to 0x%lx for", &top) == 1) len = power(strstr(m, "for ") + 4);
  else if (sscanf(m, "%ld times byte 0x%x", &len, &byte) != 2) len = -1;
  if (len < 0 || outlen <= 0 || P.size[0] > (long long) sizeof out) kat_fail(r, "cannot read %s", v);
  if (!(buf = malloc((size_t) len + 1))) kat_fail(r, "no memory for %ld bytes", len);
  for (i = 0; i < len; ++i) buf[i] = (unsigned char) (m[0] == 'p' ? (unsigned long) i % (top + 1) : byte);
  P.hash(out, buf, (unsigned long long) len);
  free(buf);
  kat_expect(r, "Output", out, outlen < P.size[0] ? outlen : (long) P.size[0]);
  return 1;
}

int kat_hash(const struct kat_record *r)
{
  static unsigned char seed[256];
  static long seedlen = -1;
  const char *v = kat_get(r, "Seed"), *name;
  long mlen;
  if (v) {
    seedlen = kat_bytes(v, seed, sizeof seed);
    return 0;
  }
  if ((v = kat_get(r, "Call"))) return call(r, v);
  if (kat_get(r, "COUNT") && seedlen > 0) return monte(r, seed, seedlen);
  if (!(v = kat_get(r, "Msg"))) v = kat_get(r, "in");
  if (!v || !(name = expected_field(r)) || P.size[0] > (long long) sizeof out)
    return 0;
  mlen = kat_bytes(v, msg, MAXMSG);
  if (mlen < 0) kat_fail(r, "Msg is not hex");
  if (kat_get(r, "Len")) {
    long bits = strtol(kat_get(r, "Len"), 0, 10);
    if (bits % 8) return 0;                       /* bit-oriented messages: not for this API */
    if (bits / 8 > mlen) kat_fail(r, "Len says more bytes than Msg holds");
    mlen = bits / 8;
  }
  P.hash(out, msg, (unsigned long long) mlen);
  kat_expect(r, name, out, (long) P.size[0]);
  return 1;
}

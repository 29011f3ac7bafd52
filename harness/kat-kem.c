/*
 * kat-kem.c: official vectors for crypto_kem through the SUPERCOP API, by handing the
 * implementation the vector's randomness: keypair draws d||z, enc draws m (FIPS 203 names,
 * as in C2SP/CCTV's files). Per record, whatever applies: keypair gives ek and dk, enc gives
 * c and K, and dec of c with dk gives K (for an invalid c, the implicit-rejection key).
 * Public domain (CC0).
 */
#include <string.h>
#include "cb.h"
#include "harness.h"
#include "kat.h"

#define P cb_primitive
#define MAX (1 << 16)

static unsigned char coins[256], pk[MAX], sk[MAX], ct[MAX], k[256];

static long get(const struct kat_record *r, const char *name, unsigned char *x, long cap)
{
  const char *v = kat_get(r, name);
  long n = v ? kat_bytes(v, x, cap) : -1;
  if (v && n < 0) kat_fail(r, "%s is not hex", name);
  return n;
}

int kat_kem(const struct kat_record *r)
{
  long d = get(r, "d", coins, 128), z, checked = 0;
  if (d > 0 && (z = get(r, "z", coins + d, 128)) > 0) {
    randombytes_program(coins, d + z);
    if (P.kem_keypair(pk, sk)) kat_fail(r, "crypto_kem_keypair returns nonzero");
    randombytes_program(0, 0);
    if (kat_get(r, "ek")) kat_expect(r, "ek", pk, (long) P.size[0]);
    if (kat_get(r, "dk")) kat_expect(r, "dk", sk, (long) P.size[1]);
    checked = 1;
  }
  if (get(r, "m", coins, 128) > 0 && get(r, "ek", pk, MAX) == P.size[0]) {
    randombytes_program(coins, get(r, "m", coins, 128));
    if (P.kem_enc(ct, k, pk)) kat_fail(r, "crypto_kem_enc returns nonzero");
    randombytes_program(0, 0);
    if (kat_get(r, "c")) kat_expect(r, "c", ct, (long) P.size[3]);
    kat_expect(r, "K", k, (long) P.size[2]);
    checked = 1;
  }
  if (get(r, "dk", sk, MAX) == P.size[1] && get(r, "c", ct, MAX) == P.size[3] && kat_get(r, "K")) {
    if (P.kem_dec(k, ct, sk)) kat_fail(r, "crypto_kem_dec returns nonzero");
    kat_expect(r, "K", k, (long) P.size[2]);
    checked = 1;
  }
  return (int) checked;
}

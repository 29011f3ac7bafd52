/*
 * tests/nistkat.c: NIST's PQCgenKAT_kem response file for one crypto_kem implementation,
 * reduced to SHA-256 digests: of the first record (the lines "count = 0" .. "ss = ...\n") and
 * of the first RECORDS (default 10), each record followed by a blank line but the last; the
 * file's "# name" header is in neither. These are the digests liboqs and PQClean publish
 * (../shared/kat/crypto_kem/<prim>/SOURCE), checked without the file itself, which is tens of
 * megabytes for Classic McEliece.
 * randombytes is NIST's AES-256-CTR DRBG (SP 800-90A without derivation function, as NIST's
 * rng.c): seeded with the bytes 0..47 it gives the records' seeds; each record then reseeds it
 * with its own seed before keypair, enc and dec.
 * Built by tests/run against an implementation's objects and generated headers:
 *     cc -Iinclude -Icommon -IBUILD/include tests/nistkat.c BUILD/obj/(the objects)
 *     ./nistkat [RECORDS]    prints: nistkat IMPLEMENTATION single DIGEST allRECORDS DIGEST
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "aes/table.h"
#include "sha256/blocks-ref.h"
#include "crypto_kem.h"
#include "crypto_declassify.h"
#include "randombytes.h"

void crypto_declassify(const void *x, unsigned long long len) { (void) x; (void) len; }

/* --- the DRBG --- */

static unsigned char drbg_key[32], drbg_v[16];

static void drbg_block(unsigned char out[16])
{
  uint32_t w[4 * (AES_MAXROUNDS + 1)], s[4];
  int j, rounds = aes_schedule(w, drbg_key, 32, aes_tb_subword);
  for (j = 15; j >= 0 && ++drbg_v[j] == 0; --j) {}   /* V + 1, big-endian */
  for (j = 0; j < 4; ++j)
    s[j] = (uint32_t) drbg_v[4 * j] | (uint32_t) drbg_v[4 * j + 1] << 8
         | (uint32_t) drbg_v[4 * j + 2] << 16 | (uint32_t) drbg_v[4 * j + 3] << 24;
  aes_tb_encrypt(s, w, rounds);
  for (j = 0; j < 16; ++j) out[j] = (unsigned char) (s[j / 4] >> 8 * (j % 4));
}

static void drbg_update(const unsigned char *provided)      /* 48 bytes or 0 */
{
  unsigned char t[48];
  int i;
  for (i = 0; i < 3; ++i) drbg_block(t + 16 * i);
  if (provided) for (i = 0; i < 48; ++i) t[i] ^= provided[i];
  memcpy(drbg_key, t, 32);
  memcpy(drbg_v, t + 32, 16);
}

static void drbg_init(const unsigned char seed[48])
{
  memset(drbg_key, 0, sizeof drbg_key);
  memset(drbg_v, 0, sizeof drbg_v);
  drbg_update(seed);
}

void randombytes(unsigned char *x, unsigned long long len)
{
  unsigned char block[16];
  while (len > 0) {
    unsigned long long take = len < 16 ? len : 16;
    drbg_block(block);
    memcpy(x, block, take);
    x += take;
    len -= take;
  }
  drbg_update(0);
}

/* --- SHA-256 of a stream of text --- */

struct digest { uint32_t state[8]; unsigned char buf[64]; unsigned long long len; };

static void digest_init(struct digest *d)
{
  static const uint32_t iv[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
  memcpy(d->state, iv, sizeof iv);
  d->len = 0;
}

static void digest_add(struct digest *d, const char *x, size_t n)
{
  for (; n > 0; --n) {
    d->buf[d->len++ % 64] = (unsigned char) *x++;
    if (d->len % 64 == 0) sha256_blocks(d->state, d->buf, 1);
  }
}

static void digest_hex(struct digest *d, char hex[65])
{
  unsigned long long bits = 8 * d->len;
  int i;
  digest_add(d, "\x80", 1);
  while (d->len % 64 != 56) digest_add(d, "", 1);
  for (i = 7; i >= 0; --i) { char c = (char) (bits >> 8 * i); digest_add(d, &c, 1); }
  for (i = 0; i < 32; ++i) sprintf(hex + 2 * i, "%02x", (unsigned) (d->state[i / 4] >> (24 - 8 * (i % 4)) & 255));
}

/* --- the records: d[0..n) receive each line --- */

static void text(struct digest *d, int n, const char *s)
{
  int i;
  for (i = 0; i < n; ++i) digest_add(&d[i], s, strlen(s));
}

static void line(struct digest *d, int n, const char *name, const unsigned char *x, long long len)
{
  char hex[3];
  long long i;
  text(d, n, name);
  text(d, n, " = ");
  for (i = 0; i < len; ++i) {
    snprintf(hex, sizeof hex, "%02X", x[i]);
    text(d, n, hex);
  }
  text(d, n, "\n");
}

static unsigned char pk[crypto_kem_PUBLICKEYBYTES], sk[crypto_kem_SECRETKEYBYTES];
static unsigned char ct[crypto_kem_CIPHERTEXTBYTES], ss[crypto_kem_BYTES], ss2[crypto_kem_BYTES];

int main(int argc, char **argv)
{
  int records = argc > 1 ? atoi(argv[1]) : 10, i, n;
  unsigned char entropy[48], seeds[100][48];
  struct digest d[2];                       /* the first record; the first `records` */
  char count[32], hex[2][65];

  if (records < 1 || records > 100) { fprintf(stderr, "usage: nistkat [RECORDS, 1 to 100]\n"); return 2; }
  for (i = 0; i < 48; ++i) entropy[i] = (unsigned char) i;
  drbg_init(entropy);
  for (i = 0; i < 100; ++i) randombytes(seeds[i], 48);
  digest_init(&d[0]);
  digest_init(&d[1]);
  for (i = 0; i < records; ++i) {
    struct digest *to = i == 0 ? d : d + 1;  /* record 0 goes into both */
    n = i == 0 ? 2 : 1;
    if (i > 0) text(&d[1], 1, "\n");
    snprintf(count, sizeof count, "count = %d\n", i);
    text(to, n, count);
    line(to, n, "seed", seeds[i], 48);
    drbg_init(seeds[i]);
    if (crypto_kem_keypair(pk, sk)) { printf("nistkat: crypto_kem_keypair returns nonzero\n"); return 1; }
    line(to, n, "pk", pk, sizeof pk);
    line(to, n, "sk", sk, sizeof sk);
    if (crypto_kem_enc(ct, ss, pk)) { printf("nistkat: crypto_kem_enc returns nonzero\n"); return 1; }
    line(to, n, "ct", ct, sizeof ct);
    line(to, n, "ss", ss, sizeof ss);
    if (crypto_kem_dec(ss2, ct, sk) || memcmp(ss, ss2, sizeof ss)) {
      printf("nistkat: crypto_kem_dec does not give the shared secret of record %d\n", i);
      return 1;
    }
  }
  digest_hex(&d[0], hex[0]);
  digest_hex(&d[1], hex[1]);
  printf("nistkat %s single %s all%d %s\n", crypto_kem_IMPLEMENTATION, hex[0], records, hex[1]);
  return 0;
}

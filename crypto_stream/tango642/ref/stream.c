/*
 * crypto_stream/tango642/ref: tango642 4.3.9, the keyed PRVHASH-based XOR stream of
 * A. Vaneev's prvhash project (github.com/avaneev/prvhash, tango642.h and prvhash_core.h,
 * the version SUPERCOP 20260330 measures): 256-bit key, 64-bit nonce.
 * A keyed PRVHASH generator (Seed, lcg, 16 hash words) feeds, once per step, the seed of the
 * last of four "firewalling" generators, which share five hash words; each step outputs one
 * 64-bit word of each firewalling generator (little-endian, 32 bytes), and the five hash
 * words rotate by one.
 * Constant time: multiplications, additions and xors; the hash position is a step count.
 * Public domain (CC0).
 */
#include <stdint.h>
#include "crypto_stream.h"
#include "compiler/bytes.h"

#define TANGO_HASHWORDS 16
#define TANGO_PAR 4

typedef struct {
  uint64_t seed, lcg, hash[TANGO_HASHWORDS];   /* the keyed generator */
  uint64_t seedf[TANGO_PAR], lcgf[TANGO_PAR], hashf[TANGO_PAR + 1]; /* firewalling */
  unsigned pos;                                 /* next hash word of the keyed generator */
} tango642;

/* One PRVHASH round (prvhash_core64): returns the round's output. */
static inline uint64_t prvhash64(uint64_t *seed, uint64_t *lcg, uint64_t *hash)
{
  uint64_t s = *seed * (*lcg * 2 + 1);
  uint64_t rs = s >> 32 | s << 32;
  *hash += rs + 0xAAAAAAAAAAAAAAAAULL;
  *lcg += s + 0x5555555555555555ULL;
  *seed = s ^ *hash;
  return *lcg ^ rs;
}

/* One step: the keyed generator into the last seed, then one word of each firewalling
   generator into out[0..3]. */
static inline void tango_step(tango642 *t, uint64_t out[TANGO_PAR])
{
  uint64_t h;
  int i;
  t->seedf[TANGO_PAR - 1] ^= prvhash64(&t->seed, &t->lcg, &t->hash[t->pos]);
  t->pos = (t->pos + 1) % TANGO_HASHWORDS;
  for (i = 0; i < TANGO_PAR; ++i) out[i] = prvhash64(&t->seedf[i], &t->lcgf[i], &t->hashf[i]);
  h = t->hashf[0];
  for (i = 0; i < TANGO_PAR; ++i) t->hashf[i] = t->hashf[i + 1];
  t->hashf[TANGO_PAR] = h;
}

/* tango642_init with a 32-byte key and an 8-byte nonce (tango642.h 4.3.9). */
static void tango_setup(tango642 *t, const unsigned char k[32], const unsigned char n[8])
{
  uint64_t v, discard[TANGO_PAR];
  int i;
  for (i = 0; i < TANGO_HASHWORDS; ++i) t->hash[i] = 0;
  for (i = 0; i < TANGO_PAR; ++i) t->seedf[i] = t->lcgf[i] = t->hashf[i] = 0;
  t->hashf[TANGO_PAR] = 0;
  t->seed = bytes_load_le64(k);
  t->lcg = 0;
  for (i = 0; i < 3; ++i) t->hash[i] = bytes_load_le64(k + 8 + 8 * i);
  for (i = 0; i < 5; ++i) prvhash64(&t->seed, &t->lcg, &t->hash[0]); /* PRVHASH_INIT_COUNT */
  /* the nonce word as entropy input, between hash words 0 and 1 */
  prvhash64(&t->seed, &t->lcg, &t->hash[0]);
  v = bytes_load_le64(n);
  t->seed ^= v;
  t->lcg ^= v;
  for (i = 1; i < TANGO_HASHWORDS; ++i) prvhash64(&t->seed, &t->lcg, &t->hash[i]);
  /* a whole pass more, and one round, to eliminate traces of the input */
  for (i = 0; i < TANGO_HASHWORDS; ++i) prvhash64(&t->seed, &t->lcg, &t->hash[i]);
  prvhash64(&t->seed, &t->lcg, &t->hash[0]);
  /* each firewalling word receives keyed entropy three times before any output */
  t->pos = 1;
  for (i = 0; i < 3 * (TANGO_PAR + 1); ++i) tango_step(t, discard);
}

static void tango_xor(unsigned char *c, const unsigned char *m, unsigned long long len,
                      const unsigned char *n, const unsigned char *k)
{
  tango642 t;
  uint64_t out[TANGO_PAR];
  unsigned long long i;

  tango_setup(&t, k, n);
  for (; len >= 8 * TANGO_PAR; len -= 8 * TANGO_PAR) { /* whole steps a word at a time */
    tango_step(&t, out);
    for (i = 0; i < TANGO_PAR; ++i) bytes_store_le64(c + 8 * i, (m ? bytes_load_le64(m + 8 * i) : 0) ^ out[i]);
    c += 8 * TANGO_PAR;
    if (m) m += 8 * TANGO_PAR;
  }
  if (len > 0) {
    tango_step(&t, out);
    for (i = 0; i < len; ++i) {
      unsigned char z = (unsigned char) (out[i / 8] >> 8 * (i % 8));
      c[i] = m ? (unsigned char) (m[i] ^ z) : z;
    }
  }
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  tango_xor(c, 0, clen, n, k);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  tango_xor(c, m, mlen, n, k);
  return 0;
}

/*
 * crypto_stream/trivium/opt64: Trivium 64 steps at a time in portable 64-bit C.
 * Specified in C. De Canniere and B. Preneel, "Trivium Specifications" (eSTREAM 2005/030);
 * bit conventions of the eSTREAM code SUPERCOP measures, as in ../ref/stream.c.
 * Constant time: no branch and no memory index depends on the key, the IV or the state.
 * Public domain (CC0).
 */
#include <stdint.h>
#include "compiler/bytes.h"

/*
 * Each register (A = s1..s93, B = s94..s177, C = s178..s288) is the history of the bits
 * shifted into it: bit x_n enters at step n, and register position k holds x_{t-k} at step t.
 * Every tap is at least 66 positions deep, so the 64 steps t = T..T+63 read only bits that
 * entered before T: the window of position k is bits T-k..T+63-k of the history, which lie
 * in its last two 64-bit words (hi = newest, lo = the one before; bit b of a word is the
 * bit that entered at step 64j+b).
 */
typedef struct {
  uint64_t alo, ahi, blo, bhi, clo, chi;
} trivium_state;

/* Bits T-k .. T+63-k of the history (64 < k < 128). */
#define TAP(lo, hi, k) (((lo) >> (128 - (k))) | ((hi) << ((k) - 64)))

/* 64 steps: z = the 64 keystream bits, and the three registers take their 64 new bits. */
#define TRIVIUM64(st, z)                                                                  \
  do {                                                                                    \
    uint64_t ta = TAP(st->alo, st->ahi, 66) ^ TAP(st->alo, st->ahi, 93);                  \
    uint64_t tb = TAP(st->blo, st->bhi, 69) ^ TAP(st->blo, st->bhi, 84);                  \
    uint64_t tc = TAP(st->clo, st->chi, 66) ^ TAP(st->clo, st->chi, 111);                 \
    z = ta ^ tb ^ tc;                                                                     \
    ta ^= (TAP(st->alo, st->ahi, 91) & TAP(st->alo, st->ahi, 92)) ^ TAP(st->blo, st->bhi, 78); \
    tb ^= (TAP(st->blo, st->bhi, 82) & TAP(st->blo, st->bhi, 83)) ^ TAP(st->clo, st->chi, 87); \
    tc ^= (TAP(st->clo, st->chi, 109) & TAP(st->clo, st->chi, 110)) ^ TAP(st->alo, st->ahi, 69); \
    st->alo = st->ahi; st->ahi = tc; /* t3 enters A */                                    \
    st->blo = st->bhi; st->bhi = ta; /* t1 enters B */                                    \
    st->clo = st->chi; st->chi = tb; /* t2 enters C */                                    \
  } while (0)

/* 80 key bits fill positions 80..1 in the order K[0]..K[79]: as history they are the bits
   that entered at steps -80..-1, i.e. bits 48..127 of lo:hi, bytes 6..15 of 16. */
static void load80(uint64_t *lo, uint64_t *hi, const unsigned char x[10])
{
  unsigned char b[16] = {0};
  int i;
  for (i = 0; i < 10; ++i) b[6 + i] = x[i];
  *lo = bytes_load_le64(b);
  *hi = bytes_load_le64(b + 8);
}

static void estream_setup(trivium_state *st, const unsigned char *k, const unsigned char *n)
{
  uint64_t z;
  int i;
  load80(&st->alo, &st->ahi, k);
  load80(&st->blo, &st->bhi, n);
  st->clo = (uint64_t) 7 << 17; /* s286, s287, s288: positions 109..111, bits 19..17 */
  st->chi = 0;
  for (i = 0; i < 18; ++i) TRIVIUM64(st, z); /* 4 * 288 = 18 * 64 steps */
  (void) z;
}

static void estream_blocks(trivium_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  trivium_state s = *st; /* locals let the compiler keep the state in registers */
  uint64_t z;
  for (; nblocks; --nblocks, c += 8) {
    TRIVIUM64((&s), z);
    if (m) {
      z ^= bytes_load_le64(m);
      m += 8;
    }
    bytes_store_le64(c, z);
  }
  *st = s;
}

#define ESTREAM_STATE trivium_state
#define ESTREAM_BLOCKBYTES 8
#include "estream/stream.c"

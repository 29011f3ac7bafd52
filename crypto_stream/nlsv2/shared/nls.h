/*
 * nlsv2/shared/nls.h: NLS v2 without its MAC (P. Hawkes, M. Paddon, G. Rose, M. Wiggers de
 * Vries, "Primitive Specification for NLSv2", eSTREAM phase 2), the stream cipher SUPERCOP
 * measures as nlsv2: 128-bit key, 128-bit nonce, keystream words little-endian.
 * The register R[0..16] is a ring: R[i] is r[(pos + i) % 17]. This file holds the state, one
 * cycle with its counter, the key and nonce loading and nltap; the implementations add the
 * keystream loop.
 * Public domain (CC0).
 */
#ifndef NLSV2_NLS_H
#define NLSV2_NLS_H

#include <stdint.h>
#include "sbox.h"
#include "compiler/bytes.h"

#define NLS_N 17
#define NLS_INITKONST 0x6996c53au /* Konst while keys and nonces are loaded */
#define NLS_F16 0x10001u          /* every F16 cycles the counter is mixed in */

typedef struct {
  uint32_t r[NLS_N];
  uint32_t pos;
  uint32_t konst;
  uint32_t ctr_f16, ctr_232; /* cycles mod F16; the sum of the completed F16 runs mod 2^32 */
} nls_state;

#define NLS_R(st, i) (st)->r[((st)->pos + (i)) % NLS_N]
#define NLS_ROTL(x, n) ((uint32_t) ((x) << (n) | (x) >> (32 - (n))))

/* the output function: (R0 + R16) ^ (R1 + R13) ^ (R6 + Konst) */
static inline uint32_t nls_nltap(const nls_state *st)
{
  return (NLS_R(st, 0) + NLS_R(st, 16)) ^ (NLS_R(st, 1) + NLS_R(st, 13)) ^ (NLS_R(st, 6) + st->konst);
}

/* The register moves one word: R16 takes the nonlinear feedback
   t = ((R0 <<< 19) + (R15 <<< 9) + Konst) with its top byte through the S-box, ^ R4. */
static inline void nls_shift(nls_state *st)
{
  uint32_t t = NLS_ROTL(NLS_R(st, 0), 19) + NLS_ROTL(NLS_R(st, 15), 9) + st->konst;
  t ^= nls_sbox[t >> 24];
  t ^= NLS_R(st, 4);
  st->r[st->pos] = t; /* the slot of R0 becomes R16 */
  st->pos = (st->pos + 1) % NLS_N;
}

/* One cycle, with the counter that breaks short cycles: after every F16 cycles it is added
   into R2, Konst is renewed from nltap and the register moves once more. It first changes
   the output after 2^16 + 1 words (256 KB). */
static void nls_cycle(nls_state *st)
{
  nls_shift(st);
  if (++st->ctr_f16 == NLS_F16) {
    st->ctr_232 += NLS_F16;
    NLS_R(st, 2) += st->ctr_232;
    st->ctr_f16 = 0;
    st->konst = nls_nltap(st);
    nls_cycle(st);
  }
}

/* Key or nonce material: each word added into R15, a cycle, nltap XORed into R4; then the
   length into R15 and 17 more such cycles; then Konst from one more cycle. */
static void nls_load(nls_state *st, const unsigned char *x, int len)
{
  int i;
  for (i = 0; i < len; i += 4) {
    NLS_R(st, 15) += (uint32_t) x[i] | (uint32_t) x[i + 1] << 8 | (uint32_t) x[i + 2] << 16
                   | (uint32_t) x[i + 3] << 24;
    nls_cycle(st);
    NLS_R(st, 4) ^= nls_nltap(st);
  }
  NLS_R(st, 15) += (uint32_t) len;
  for (i = 0; i < NLS_N; ++i) {
    nls_cycle(st);
    NLS_R(st, 4) ^= nls_nltap(st);
  }
  nls_cycle(st);
  st->konst = nls_nltap(st);
}

/* Key (16 bytes) from the Fibonacci register, then the nonce (16 bytes) from the keyed one. */
static void estream_setup(nls_state *st, const unsigned char *k, const unsigned char *n)
{
  int i;
  st->r[0] = st->r[1] = 1;
  for (i = 2; i < NLS_N; ++i) st->r[i] = st->r[i - 1] + st->r[i - 2];
  st->pos = 0;
  st->konst = NLS_INITKONST;
  st->ctr_f16 = st->ctr_232 = 0;
  nls_load(st, k, 16);
  st->konst = NLS_INITKONST;
  st->ctr_f16 = st->ctr_232 = 0;
  nls_load(st, n, 16);
  st->ctr_f16 = st->ctr_232 = 0;
}

#endif

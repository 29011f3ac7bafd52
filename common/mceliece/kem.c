/*
 * mceliece/kem.c: Classic McEliece through the SUPERCOP crypto_kem API, for the parameter set
 * the including implementation names. Not compiled on its own.
 * How the twenty implementation folders share it (nothing is copied per set or per folder):
 * - an implementation's kem.c includes mceliece/sets/<set>.h (the set's m, n, t, F and the
 *   f flag: the one place each set's parameters are written; mceliece/params.h derives the
 *   rest), then a keccak/f1600-*.h permutation, then this file;
 * - the parts that have a faster version are chosen by macros the folder's kem.c defines
 *   before including this file (amd64-avx2 folders; ref defines none):
 *     MCELIECE_FAST_KEYGEN  the public key (matrix, systematic form) and encapsulation's
 *                           fixed-weight vector and syndrome, with AVX2 (mceliece/avx2/)
 *     MCELIECE_FAST_DECODE  decapsulation's decoding with AVX2 (mceliece/avx2/)
 *   Undefined, the portable code below (mceliece/pk.h, decode.h) is used. A fast part
 *   keeps the portable part's names and results, so that every folder of a set writes the
 *   same checksums.
 * Specified in the round-4 specification (2022), section 2.4: KeyGen (SeededKeyGen with
 * delta from randombytes), Encap (FixedWeight, Encode, K = H(1, e, C)) and Decap (Decode,
 * K = H(1, e, C), or H(0, s, C) when decoding fails, chosen by mask). H is SHAKE256. For
 * 6960119, whose rows end inside a byte, nonzero padding bits make enc and dec fail (as
 * SUPERCOP's: C and K zero, or K all ones, and -1).
 * Randomness is drawn exactly as SUPERCOP's mceliece implementations draw it, because the
 * try checksum and the NIST KAT depend on the byte stream: keypair takes delta (32 bytes),
 * each attempt of enc's FixedWeight takes 2 bytes per candidate index (2t candidates, or
 * t when n = 2^m), dec takes nothing.
 * Public domain (CC0).
 */
#include <string.h>
#include "crypto_kem.h"
#include "crypto_declassify.h"
#include "crypto_uint8.h"
#include "crypto_uint16.h"
#include "crypto_uint64.h"
#include "randombytes.h"
#include "keccak/sponge.h"
#include "mceliece/params.h"
#include "mceliece/gf.h"
#include "mceliece/benes.h"
#include "mceliece/keygen.h"
#ifdef MCELIECE_FAST_KEYGEN
#include "mceliece/avx2/pk.h"
#include "mceliece/avx2/encap.h"
#else
#include "mceliece/pk.h"
#endif
#ifdef MCELIECE_FAST_DECODE
#include "mceliece/avx2/decode.h"
#else
#include "mceliece/decode.h"
#endif

/* SHAKE256 output of SeededKeyGen: s (n bits), 2^m 32-bit field-ordering values, t field
   elements for the Goppa polynomial, then the next seed */
#define MC_EXPAND_BYTES (MC_NBYTES + 4 * MC_Q + MC_IRRBYTES + 32)

int crypto_kem_keypair(unsigned char *pk, unsigned char *sk)
{
  unsigned char seed[33] = { 64 }, r[MC_EXPAND_BYTES];
  const unsigned char *ord = r + MC_NBYTES, *fp = ord + 4 * MC_Q;
  gf f[MCELIECE_T], g[MCELIECE_T + 1];
  uint32_t a[MC_Q];
  int16_t pi[MC_Q];
  uint64_t pivots;
  int i;

  randombytes(seed + 1, 32);
  for (;;) {
    shake256(r, sizeof r, seed, sizeof seed);
    memcpy(sk, seed + 1, 32);                     /* delta of this attempt */
    memcpy(seed + 1, r + sizeof r - 32, 32);      /* delta' for the next */
    for (i = 0; i < MCELIECE_T; ++i) f[i] = mc_load_gf(fp + 2 * i);
    if (mc_goppa_polynomial(g, f)) continue;
    g[MCELIECE_T] = 1;
    for (i = 0; i < MC_Q; ++i)
      a[i] = (uint32_t) ord[4 * i] | (uint32_t) ord[4 * i + 1] << 8 | (uint32_t) ord[4 * i + 2] << 16
           | (uint32_t) ord[4 * i + 3] << 24;
    if (mc_field_ordering(pi, a)) continue;
    if (mc_public_key(pk, &pivots, g, pi)) continue;
    break;
  }
  crypto_declassify(pk, crypto_kem_PUBLICKEYBYTES);
  crypto_uint64_store(sk + 32, pivots);
  for (i = 0; i < MCELIECE_T; ++i) mc_store_gf(sk + MC_SK_G + 2 * i, g[i]);
  mc_controlbits(sk + MC_SK_COND, pi);
  memcpy(sk + MC_SK_S, r, MC_NBYTES);
  return 0;
}

#ifndef MC_ANY_EQUAL
/* all ones if two of the t positions are equal, else 0 */
static inline crypto_uint16 mc_any_equal(const gf pos[MCELIECE_T])
{
  crypto_uint16 bad = 0;
  int i, j;
  for (i = 1; i < MCELIECE_T; ++i)
    for (j = 0; j < i; ++j) bad |= crypto_uint16_equal_mask(pos[i], pos[j]);
  return bad;
}
#define MC_ANY_EQUAL mc_any_equal
#endif

#ifndef MC_ERROR_VECTOR
/* e = the n-bit vector with ones at the t positions */
static inline void mc_error_vector(unsigned char e[MC_NBYTES], const gf pos[MCELIECE_T])
{
  uint64_t word;
  int i, j;
  for (i = 0; 8 * i < MC_NBYTES; ++i) {           /* 64 positions at a time */
    unsigned char le[8];
    for (word = 0, j = 0; j < MCELIECE_T; ++j)
      word |= (1ULL << (pos[j] & 63)) & crypto_uint64_equal_mask((uint64_t) (pos[j] >> 6), (uint64_t) i);
    crypto_uint64_store(le, word);
    memcpy(e + 8 * i, le, MC_NBYTES - 8 * i < 8 ? MC_NBYTES - 8 * i : 8);
  }
}
#define MC_ERROR_VECTOR mc_error_vector
#endif

/* FixedWeight: t distinct positions below n, as a bit vector */
static void mc_fixed_weight(unsigned char e[MC_NBYTES])
{
#if MCELIECE_N == MC_Q
#define MC_CANDIDATES MCELIECE_T                    /* every m-bit value is a position */
#else
#define MC_CANDIDATES (2 * MCELIECE_T)
#endif
  unsigned char bytes[2 * MC_CANDIDATES];
  gf pos[MCELIECE_T], v;
  crypto_uint16 bad;
  int i, count;

  for (;;) {
    randombytes(bytes, sizeof bytes);
    for (count = i = 0; i < MC_CANDIDATES && count < MCELIECE_T; ++i) {
      crypto_uint16 below;
      v = mc_load_gf(bytes + 2 * i);
      below = crypto_uint16_smaller_mask(v, MCELIECE_N);
      crypto_declassify(&below, sizeof below);      /* rejection sampling: discards only */
      if (below) pos[count++] = v;
    }
    if (count < MCELIECE_T) continue;
    bad = MC_ANY_EQUAL(pos);
    crypto_declassify(&bad, sizeof bad);
    if (!bad) break;
  }
  MC_ERROR_VECTOR(e, pos);
}

#ifndef MC_ROW_AND
/* the XOR of the 64-bit pieces of row & tail (MC_ROWBYTES bytes): its parity is the dot product */
static inline uint64_t mc_row_and(const unsigned char *row, const unsigned char *tail)
{
  uint64_t acc = 0, x, y;
  int j;
  for (j = 0; j + 8 <= MC_ROWBYTES; j += 8) {
    memcpy(&x, row + j, 8);
    memcpy(&y, tail + j, 8);
    acc ^= x & y;
  }
  for (; j < MC_ROWBYTES; ++j) acc ^= (uint64_t) (row[j] & tail[j]);
  return acc;
}
#define MC_ROW_AND mc_row_and
#endif

/* Encode: C = H e with H = (I | T): bit i is e_i plus the parity of row i of T and e's tail */
static void mc_encode(unsigned char c[MC_SYNDBYTES], const unsigned char *pk, const unsigned char e[MC_NBYTES])
{
  unsigned char tail[MC_ROWBYTES + 8] = { 0 };
  int i, j, sh = MC_ROWS & 7;

  for (j = 0; j < MC_ROWBYTES; ++j) {             /* e's bits mt .. n-1 */
    int b = MC_ROWS / 8 + j;
    tail[j] = (unsigned char) (e[b] >> sh | (sh && b + 1 < MC_NBYTES ? e[b + 1] << (8 - sh) : 0));
  }
  memset(c, 0, MC_SYNDBYTES);
  for (i = 0; i < MC_ROWS; ++i, pk += MC_ROWBYTES) {
    uint64_t acc = MC_ROW_AND(pk, tail);
    acc ^= acc >> 32; acc ^= acc >> 16; acc ^= acc >> 8; acc ^= acc >> 4; acc ^= acc >> 2; acc ^= acc >> 1;
    c[i >> 3] |= (unsigned char) (((acc ^ (uint64_t) (e[i >> 3] >> (i & 7))) & 1) << (i & 7));
  }
}

/* 6960119's rows of T and C end inside a byte: the spare bits must be 0 (round-4
   specification, 6960119's byte formats); else enc and dec fail with fixed outputs */
static unsigned char mc_pk_padding(const unsigned char *pk)
{
#if MC_COLS % 8
  unsigned char b = 0;
  int i;
  for (i = 0; i < MC_ROWS; ++i) b |= pk[i * MC_ROWBYTES + MC_ROWBYTES - 1];
  return (unsigned char) crypto_uint8_nonzero_mask((unsigned char) (b >> MC_COLS % 8));
#else
  (void) pk;
  return 0;
#endif
}

static unsigned char mc_c_padding(const unsigned char *c)
{
#if MC_ROWS % 8
  return (unsigned char) crypto_uint8_nonzero_mask((unsigned char) (c[MC_SYNDBYTES - 1] >> MC_ROWS % 8));
#else
  (void) c;
  return 0;
#endif
}

int crypto_kem_enc(unsigned char *c, unsigned char *k, const unsigned char *pk)
{
  unsigned char in[1 + MC_NBYTES + MC_SYNDBYTES] = { 1 };   /* 1 || e || C */
  unsigned char bad = mc_pk_padding(pk);                      /* then C and K are 0 */
  int i;
  mc_fixed_weight(in + 1);
  mc_encode(in + 1 + MC_NBYTES, pk, in + 1);
  shake256(k, 32, in, sizeof in);
  for (i = 0; i < MC_SYNDBYTES; ++i) c[i] = in[1 + MC_NBYTES + i] & (unsigned char) ~bad;
  for (i = 0; i < 32; ++i) k[i] &= (unsigned char) ~bad;
  return bad ? -1 : 0;
}

/* Everything is read from c and sk before k is written: try calls dec with k on top of either. */
int crypto_kem_dec(unsigned char *k, const unsigned char *c, const unsigned char *sk)
{
  unsigned char in[1 + MC_NBYTES + MC_SYNDBYTES], e[MC_NBYTES];
  unsigned char ok;                                 /* 0xff when decoding succeeded, else 0 */
  unsigned char bad = mc_c_padding(c);              /* then K is all ones */
  int i;
  ok = (unsigned char) ((mc_decrypt(e, sk + MC_SK_G, c) - 1) >> 8);
  in[0] = ok & 1;
  for (i = 0; i < MC_NBYTES; ++i) in[1 + i] = (unsigned char) ((e[i] & ok) | (sk[MC_SK_S + i] & ~ok));
  memcpy(in + 1 + MC_NBYTES, c, MC_SYNDBYTES);
  shake256(k, 32, in, sizeof in);
  for (i = 0; i < 32; ++i) k[i] |= bad;
  return bad ? -1 : 0;
}

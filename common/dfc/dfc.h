/*
 * dfc/dfc.h: DFC, the AES candidate of CNRS, ENS and France Telecom (H. Gilbert, M. Girault,
 * P. Hoogvorst, F. Noilhan, T. Pornin, G. Poupard, J. Stern, S. Vaudenay, "Decorrelated Fast
 * Cipher: an AES Candidate", 1998): an 8-round Feistel network on two big-endian 64-bit halves
 * whose round function, with the round key's halves a and b, is
 *   RF(x) = CP(((a x + b) mod (2^64 + 13)) mod 2^64),
 *   CP(y) = ((y_low ^ RT[y_high >> 26]) || (y_high ^ KC)) + KD mod 2^64,
 * RT, KC and KD being words of the hexadecimal expansion of e (dfc/ees.h). The key, padded to
 * 256 bits with KS, gives two 4-round ciphers of the same shape (their round keys derived with
 * KA and KB); each round key is the previous one (0 at first) encrypted by them in turn.
 * Not constant time: RT is indexed by secret bits and the reduction branches on the value.
 * Public domain (CC0).
 */
#ifndef DFC_DFC_H
#define DFC_DFC_H

#include <stdint.h>
#include "compiler/bytes.h"
#include "dfc/ees.h"

#define DFC_RT dfc_ees
#define DFC_KD ((uint64_t) dfc_ees[64] << 32 | dfc_ees[65])
#define DFC_KC dfc_ees[66]

typedef struct { uint64_t a, b; } dfc_roundkey;
typedef struct { dfc_roundkey rk[8]; } dfc_key;

/* (a x + b mod 2^64 + 13) mod 2^64, the product in 32-bit limbs (no 128-bit type needed) */
static inline uint64_t dfc_affine(uint64_t a, uint64_t x, uint64_t b)
{
  uint64_t a0 = (uint32_t) a, a1 = a >> 32, x0 = (uint32_t) x, x1 = x >> 32;
  uint64_t p00 = a0 * x0, p01 = a0 * x1, p10 = a1 * x0, p11 = a1 * x1;
  uint64_t mid = (p00 >> 32) + (uint32_t) p01 + (uint32_t) p10;
  uint64_t lo = (mid << 32) | (uint32_t) p00, hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  uint64_t q_lo, q_hi, s, c, r;
  lo += b;
  hi += lo < b;
  /* hi 2^64 + lo = lo - 13 hi (mod p): 13 hi = q_hi 2^64 + q_lo, and -2^64 = 13 */
  q_lo = hi * 13;
  q_hi = ((hi >> 32) * 13 + ((hi & 0xffffffff) * 13 >> 32)) >> 32;
  s = lo - q_lo;
  c = 13 * (q_hi + (lo < q_lo));              /* a borrow is -2^64 = 13 more */
  r = s + c;
  if (r < c) r = r >= 13 ? r - 13 : r;        /* r overflowed: it was r + 2^64 */
  return r;
}

static inline uint64_t dfc_rf(uint64_t x, const dfc_roundkey *k)
{
  uint64_t y = dfc_affine(k->a, x, k->b);
  uint32_t hi = (uint32_t) (y >> 32), lo = (uint32_t) y;
  return ((uint64_t) (lo ^ DFC_RT[hi >> 26]) << 32 | (hi ^ DFC_KC)) + DFC_KD;
}

/* n rounds on (*l, *r) with round keys k, and the halves swapped at the end */
static inline void dfc_rounds(uint64_t *l, uint64_t *r, const dfc_roundkey *k, int n)
{
  uint64_t t;
  int i;
  for (i = 0; i < n; ++i) {
    t = *l ^ dfc_rf(*r, &k[i]);
    *l = *r;
    *r = t;
  }
  t = *l; *l = *r; *r = t;
}

/* the key schedule of section 3.3, for keys of 16, 24 or 32 bytes */
static inline void dfc_setup(dfc_key *key, const unsigned char *k, int keybytes)
{
  const uint32_t *ka = dfc_ees, *kb = dfc_ees + 6, *ks = dfc_ees + 12;
  uint32_t pk[8];
  dfc_roundkey odd[4], even[4];
  uint64_t l = 0, r = 0;
  int i;
  for (i = 0; i < 8; ++i)                   /* PK = K || KS, 256 bits */
    pk[i] = 4 * i < keybytes ? bytes_load_be32(k + 4 * i) : ks[i - keybytes / 4];
  for (i = 0; i < 4; ++i) {                 /* OAP_i, OBP_i and EAP_i, EBP_i */
    uint64_t ma = i ? (uint64_t) ka[2 * i - 2] << 32 | ka[2 * i - 1] : 0;
    uint64_t mb = i ? (uint64_t) kb[2 * i - 2] << 32 | kb[2 * i - 1] : 0;
    odd[i].a = ((uint64_t) pk[0] << 32 | pk[7]) ^ ma;
    odd[i].b = ((uint64_t) pk[4] << 32 | pk[3]) ^ mb;
    even[i].a = ((uint64_t) pk[1] << 32 | pk[6]) ^ ma;
    even[i].b = ((uint64_t) pk[5] << 32 | pk[2]) ^ mb;
  }
  for (i = 0; i < 8; ++i) {                 /* RK_i = E4(RK_{i-1}), RK_0 = 0 */
    dfc_rounds(&l, &r, i & 1 ? even : odd, 4);
    key->rk[i].a = l;
    key->rk[i].b = r;
  }
}

static inline void dfc_encrypt(unsigned char out[16], const unsigned char in[16],
                               const dfc_key *key)
{
  uint64_t l = bytes_load_be64(in), r = bytes_load_be64(in + 8);
  dfc_rounds(&l, &r, key->rk, 8);
  bytes_store_be64(out, l);
  bytes_store_be64(out + 8, r);
}

/* DFC_LANES blocks at once, round by round, so that the processor overlaps their chains */
#define DFC_LANES 4
static inline void dfc_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                     const dfc_key *key)
{
  uint64_t l[DFC_LANES], r[DFC_LANES];
  int i, n;
  for (n = 0; n < DFC_LANES; ++n) {
    l[n] = bytes_load_be64(in + 16 * n);
    r[n] = bytes_load_be64(in + 16 * n + 8);
  }
  for (i = 0; i < 8; ++i)
    for (n = 0; n < DFC_LANES; ++n) {
      uint64_t t = l[n] ^ dfc_rf(r[n], &key->rk[i]);
      l[n] = r[n];
      r[n] = t;
    }
  for (n = 0; n < DFC_LANES; ++n) {           /* the halves swapped at the end */
    bytes_store_be64(out + 16 * n, r[n]);
    bytes_store_be64(out + 16 * n + 8, l[n]);
  }
}

#endif

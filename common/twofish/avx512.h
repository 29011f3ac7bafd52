/*
 * twofish/avx512.h: Twofish (twofish/twofish.h) on 16 blocks at once with AVX-512 (F, BW,
 * VBMI) and GFNI, for the counter mode of ctr128/ctr.c. Register A holds word A of every
 * block (one block per 32-bit lane), and so on. g works on all 64 bytes of a register:
 *   - each key-dependent S-box s_j (256 bytes, four zmm) is looked up for every byte by two
 *     VPERMI2B (entries 0..127, 128..255) and a blend on the index's top bit, and byte j
 *     of each lane is kept from the lookup in s_j: R, with byte j = s_j(x_j);
 *   - the MDS matrix (entries 01, 5B, EF) as out = U ^ 5B V ^ EF W, where U, V, W gather
 *     by byte shuffles the bytes of R that row i multiplies by 01, by 5B and by EF, and the
 *     two multiplications in GF(2^8) mod v(x) are GF2P8AFFINEQB with their 8x8 bit matrices.
 * The key schedule (tf_avx512_setup) computes the key-dependent S-boxes and the round keys
 * with the same lookups. No memory access and no branch depends on the key or the data:
 * constant time. Public domain (CC0).
 */
#ifndef TWOFISH_AVX512_H
#define TWOFISH_AVX512_H

#include "ctr128/sv-avx512.h"
#include "ctr128/transpose.h"
#include "twofish/twofish.h"

typedef struct {
  tf_sboxkey sk;
} tf_avx512_key;

/* multiplication by 0x5b and by 0xef mod v(x) as GF2P8AFFINEQB matrices (byte 7 - i: row i) */
#define TF_AFF5B 0x050b162953a24182LL
#define TF_AFFEF 0x070f1f3972e3c183LL

/* a byte shuffle inside every lane, the same in each: byte i of the lane takes byte
   (pattern >> 8 i) & 0xff of the lane, 0x80 gives 0 (VPSHUFB indexes the 128-bit lane, so
   lane k's bytes are at 4k .. 4k + 3; 0x80 + 4k keeps the top bit) */
#define TF_P(b0, b1, b2, b3) \
  ((uint32_t) (b0) | (uint32_t) (b1) << 8 | (uint32_t) (b2) << 16 | (uint32_t) (b3) << 24)
static inline __m512i tf_lane_shuffle(__m512i r, uint32_t pattern)
{
  const int o = 0x04040404;
  __m512i offsets = _mm512_set_epi32(3 * o, 2 * o, o, 0, 3 * o, 2 * o, o, 0,
                                     3 * o, 2 * o, o, 0, 3 * o, 2 * o, o, 0);
  return _mm512_shuffle_epi8(r, _mm512_add_epi8(_mm512_set1_epi32((int) pattern), offsets));
}

/* s_j of every byte of x, with t[4 j .. 4 j + 3] the four registers of s_j */
static inline __m512i tf_sbox(__m512i x, __mmask64 top, const __m512i *t)
{
  __m512i lo = _mm512_permutex2var_epi8(t[0], x, t[1]);
  __m512i hi = _mm512_permutex2var_epi8(t[2], x, t[3]);
  return _mm512_mask_blend_epi8(top, lo, hi);
}

/* the MDS matrix on every lane of r */
static inline __m512i tf_mds16(__m512i r)
{
  __m512i u, v, w;
  u = tf_lane_shuffle(r, TF_P(0, 3, 2, 1));                          /* the 01 entries */
  v = _mm512_xor_si512(tf_lane_shuffle(r, TF_P(2, 0, 1, 3)),         /* the 5B entries */
                       tf_lane_shuffle(r, TF_P(3, 0x80, 0x80, 0x80)));
  w = _mm512_xor_si512(tf_lane_shuffle(r, TF_P(1, 1, 0, 0)),         /* the EF entries */
                       tf_lane_shuffle(r, TF_P(0x80, 2, 3, 2)));
  v = _mm512_gf2p8affine_epi64_epi8(v, _mm512_set1_epi64(TF_AFF5B), 0);
  w = _mm512_gf2p8affine_epi64_epi8(w, _mm512_set1_epi64(TF_AFFEF), 0);
  return _mm512_xor_si512(u, _mm512_xor_si512(v, w));
}

/* g on every lane of x */
static inline __m512i tf_g16(__m512i x, const __m512i *t)
{
  const __mmask64 b1 = 0x2222222222222222ULL, b2 = 0x4444444444444444ULL;
  const __mmask64 b3 = 0x8888888888888888ULL;
  __mmask64 top = _mm512_movepi8_mask(x);
  __m512i r = tf_sbox(x, top, t);
  r = _mm512_mask_blend_epi8(b1, r, tf_sbox(x, top, t + 4));
  r = _mm512_mask_blend_epi8(b2, r, tf_sbox(x, top, t + 8));
  r = _mm512_mask_blend_epi8(b3, r, tf_sbox(x, top, t + 12));
  return tf_mds16(r);
}

/* the bytes base, base + 1, .., base + 63 */
static inline __m512i tf_bytes64(int base)
{
  const __m512i iota = _mm512_set_epi64(0x3f3e3d3c3b3a3938LL, 0x3736353433323130LL,
                                        0x2f2e2d2c2b2a2928LL, 0x2726252423222120LL,
                                        0x1f1e1d1c1b1a1918LL, 0x1716151413121110LL,
                                        0x0f0e0d0c0b0a0908LL, 0x0706050403020100LL);
  return _mm512_add_epi8(iota, _mm512_set1_epi8((char) base));
}

/* byte j of h's q chain (twofish/twofish.h, tf_h_bytes) on every byte of x, with the same
   VPERMI2B lookups as the rounds: constant time in l0 and l1 */
static inline __m512i tf_chain16(__m512i x, int j, uint8_t l0, uint8_t l1,
                                 const __m512i q[2][4])
{
  static const uint8_t order[4][3] = {{0, 0, 1}, {1, 0, 0}, {0, 1, 1}, {1, 1, 0}};
  x = tf_sbox(x, _mm512_movepi8_mask(x), q[order[j][0]]);
  x = _mm512_xor_si512(x, _mm512_set1_epi8((char) l1));
  x = tf_sbox(x, _mm512_movepi8_mask(x), q[order[j][1]]);
  x = _mm512_xor_si512(x, _mm512_set1_epi8((char) l0));
  return tf_sbox(x, _mm512_movepi8_mask(x), q[order[j][2]]);
}

/* h(X, (l0, l1)) for X = x (0x01010101), x = first .. first + 38 step 2: 20 words */
static inline void tf_h20(uint32_t out[20], int first, uint32_t l0, uint32_t l1,
                          const __m512i q[2][4])
{
  uint8_t y[4][64];
  uint32_t w[32] = {0};
  __m512i iota = tf_bytes64(0);
  int i, j;
  for (j = 0; j < 4; ++j)
    SV_STORE(y[j], tf_chain16(iota, j, (uint8_t) (l0 >> 8 * j), (uint8_t) (l1 >> 8 * j), q));
  for (i = 0; i < 20; ++i)                       /* public indexes: the bytes of word i */
    for (j = 0; j < 4; ++j) w[i] |= (uint32_t) y[j][first + 2 * i] << 8 * j;
  SV_STORE(w, tf_mds16(SV_LOAD(w)));
  SV_STORE(w + 16, tf_mds16(SV_LOAD(w + 16)));
  for (i = 0; i < 20; ++i) out[i] = w[i];
}

/* tf_setup_sboxes without a table lookup at a secret index: the key-dependent S-boxes and
   the round keys through the q chains above, S_0 and S_1 by tf_rs */
static inline void tf_avx512_setup(tf_avx512_key *key, const unsigned char k[16])
{
  __m512i q[2][4];
  uint32_t m[4], s[2], a[20], b[20];
  int i, j;
  for (i = 0; i < 8; ++i) q[i / 4][i % 4] = SV_LOAD(tf_q[i / 4] + 64 * (i % 4));
  for (i = 0; i < 4; ++i) m[i] = bytes_load_le32(k + 4 * i);
  tf_h20(a, 0, m[0], m[2], q);                   /* A_i = h(2i rho, Me) */
  tf_h20(b, 1, m[1], m[3], q);                   /* B_i = h((2i + 1) rho, Mo) <<< 8 */
  for (i = 0; i < 20; ++i) {
    uint32_t bi = rotl32(b[i], 8);
    key->sk.k[2 * i] = a[i] + bi;
    key->sk.k[2 * i + 1] = rotl32(a[i] + 2 * bi, 9);
  }
  tf_rs(s, k);
  for (j = 0; j < 4; ++j)                        /* s_j(x) = chain_j(x) with L = (S_1, S_0) */
    for (i = 0; i < 4; ++i) {
      __m512i x = tf_bytes64(64 * i);
      SV_STORE(key->sk.s[j] + 64 * i,
               tf_chain16(x, j, (uint8_t) (s[1] >> 8 * j), (uint8_t) (s[0] >> 8 * j), q));
    }
}

#define TF_K16(i) _mm512_set1_epi32((int) key->sk.k[i])

/* round r of section 4.1 on (a, b) into (c, d) */
#define TF_ROUND16(kr, a, b, c, d)                                                       \
  do {                                                                                   \
    __m512i t0_ = tf_g16(a, t), t1_ = tf_g16(_mm512_rol_epi32(b, 8), t);                 \
    __m512i f_ = _mm512_add_epi32(_mm512_add_epi32(t0_, t1_), TF_K16(kr));                \
    c = _mm512_ror_epi32(_mm512_xor_si512(c, f_), 1);                                    \
    t1_ = _mm512_add_epi32(t1_, t1_);                                                    \
    f_ = _mm512_add_epi32(_mm512_add_epi32(t0_, t1_), TF_K16((kr) + 1));                 \
    d = _mm512_xor_si512(_mm512_rol_epi32(d, 1), f_);                                    \
  } while (0)


/* out = E(in) for 16 blocks of 16 bytes */
static inline void tf_avx512_encrypt(const tf_avx512_key *key, unsigned char *out,
                                     const unsigned char *in)
{
  __m512i t[16], a, b, c, d;
  int i;
  for (i = 0; i < 16; ++i) t[i] = SV_LOAD(key->sk.s[i / 4] + 64 * (i % 4));
  a = _mm512_loadu_si512((const void *) in);
  b = _mm512_loadu_si512((const void *) (in + 64));
  c = _mm512_loadu_si512((const void *) (in + 128));
  d = _mm512_loadu_si512((const void *) (in + 192));
  SV_TRANSPOSE(a, b, c, d);
  a = _mm512_xor_si512(a, TF_K16(0));
  b = _mm512_xor_si512(b, TF_K16(1));
  c = _mm512_xor_si512(c, TF_K16(2));
  d = _mm512_xor_si512(d, TF_K16(3));
  for (i = 0; i < 16; i += 2) {
    TF_ROUND16(8 + 2 * i, a, b, c, d);
    TF_ROUND16(10 + 2 * i, c, d, a, b);
  }
  a = _mm512_xor_si512(a, TF_K16(6));            /* the last swap undone: out = c d a b */
  b = _mm512_xor_si512(b, TF_K16(7));
  c = _mm512_xor_si512(c, TF_K16(4));
  d = _mm512_xor_si512(d, TF_K16(5));
  SV_TRANSPOSE(c, d, a, b);
  _mm512_storeu_si512((void *) out, c);
  _mm512_storeu_si512((void *) (out + 64), d);
  _mm512_storeu_si512((void *) (out + 128), a);
  _mm512_storeu_si512((void *) (out + 192), b);
}

#endif

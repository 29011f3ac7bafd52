/*
 * gcm/vaes.h: AES-GCM (NIST SP 800-38D) with a 96-bit IV on AVX-512: counter mode with VAES,
 * 4 blocks per zmm register and 16 blocks in flight, and GHASH with VPCLMULQDQ over the same
 * 16 blocks, one reduction for all (ghash/vpclmul.h). The AES of one group of 16 blocks does
 * not depend on the GHASH of the group before, so the core runs both at once. Round keys are
 * expanded with AES-NI (aes/aesni-key.h); H, E(J0) and the tag as gcm/start.h makes them. The
 * tail (under 256 bytes) uses masked loads and stores: nothing outside the buffers is read or
 * written. Constant time: no table, branches only on lengths. The kernel of gcm/aead.c.
 * Public domain (CC0).
 */
#ifndef GCM_VAES_H
#define GCM_VAES_H

#if !defined(__VAES__)
#error "needs VAES"
#endif

#include "gcm/start.h"
#include "ghash/vpclmul.h"

#define GCM_VAES_INLINE static inline __attribute__((always_inline))

/* nz registers of keystream: the counter blocks iv || be32(i) kept as integers (bytes
   reversed), whose dword 0 is i, so 4 more is one vector add (mod 2^32, as inc32) */
GCM_VAES_INLINE void gcm_vaes_keystream(__m512i *z, int nz, __m512i *ctr, const __m512i *rk,
                                        int rounds)
{
  const __m512i four = _mm512_set_epi32(0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4);
  int q, r;
  for (q = 0; q < nz; ++q) {
    z[q] = _mm512_xor_si512(ghash_vp_reverse(*ctr), rk[0]);
    *ctr = _mm512_add_epi32(*ctr, four);
  }
  for (r = 1; r < rounds; ++r)
    for (q = 0; q < nz; ++q) z[q] = _mm512_aesenc_epi128(z[q], rk[r]);
  for (q = 0; q < nz; ++q) z[q] = _mm512_aesenclast_epi128(z[q], rk[rounds]);
}

/* 1 to 255 bytes: nz keystream registers (a constant after inlining), masked */
GCM_VAES_INLINE __m128i gcm_vaes_tail(unsigned char *out, const unsigned char *in, uint64_t len,
                                      __m128i y, __m512i *ctr, const __m512i *rk, int rounds,
                                      int decrypt, const struct ghash_vp_powers *p, int nz)
{
  __m512i z[4];
  uint64_t at;
  int q;
  gcm_vaes_keystream(z, nz, ctr, rk, rounds);
  if (decrypt) y = ghash_vp_bytes(y, in, len, p);
  for (q = 0, at = 0; at < len; ++q, at += 64) {
    __mmask64 mask = len - at >= 64 ? ~(__mmask64) 0 : ((__mmask64) 1 << (len - at)) - 1;
    __m512i x = _mm512_maskz_loadu_epi8(mask, in + at);
    _mm512_mask_storeu_epi8(out + at, mask, _mm512_xor_si512(x, z[q]));
  }
  if (!decrypt) y = ghash_vp_bytes(y, out, len, p);
  return y;
}

/* out = in XOR the keystream; tag = GHASH of ad and of the ciphertext (in when decrypting)
   XOR E(J0). The key, nonce and ad are used up before out is written, and each group of in
   is read before the same group of out is written: out may equal any input. */
static void gcm_vaes_crypt(unsigned char *out, const unsigned char *in, unsigned long long len,
                           const unsigned char *ad, unsigned long long adlen,
                           const unsigned char *npub, const unsigned char *k, int keybytes,
                           int decrypt, unsigned char tag[16])
{
  __m128i rk1[15], h, ej0, y = _mm_setzero_si128();
  __m512i rk[15], ctr, z[4], x[4], c[4];
  struct ghash_vp_powers p;
  uint64_t total = len;
  int rounds = aes_ni_expand(rk1, k, keybytes), q, pending = 0;   /* pending: c to hash */
  ctr = _mm512_add_epi32(_mm512_broadcast_i32x4(gcm_start(&h, &ej0, npub, rk1, rounds)),
                         _mm512_set_epi32(0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 0));
  ghash_vp_powers(&p, h, len > 64 || adlen > 64 ? 16 : 4);
  for (q = 0; q <= rounds; ++q) rk[q] = _mm512_broadcast_i32x4(rk1[q]);
  y = ghash_vp_update(y, ad, adlen, &p);
  /* whole groups of 16 blocks; encryption hashes each group's ciphertext in the next round
     of the loop, beside the AES of the next group, which does not wait for it */
  for (; len >= 256; in += 256, out += 256, len -= 256) {
    gcm_vaes_keystream(z, 4, &ctr, rk, rounds);
    if (pending) y = ghash_vp_blocks(y, c, 16, &p);
    for (q = 0; q < 4; ++q) x[q] = _mm512_loadu_si512((const void *) (in + 64 * q));
    if (decrypt) y = ghash_vp_blocks(y, x, 16, &p);
    for (q = 0; q < 4; ++q) {
      c[q] = _mm512_xor_si512(z[q], x[q]);
      _mm512_storeu_si512((void *) (out + 64 * q), c[q]);
    }
    pending = !decrypt;
  }
  if (pending) y = ghash_vp_blocks(y, c, 16, &p);
  if (len > 64) y = gcm_vaes_tail(out, in, len, y, &ctr, rk, rounds, decrypt, &p, 4);
  else if (len > 0) y = gcm_vaes_tail(out, in, len, y, &ctr, rk, rounds, decrypt, &p, 1);
  y = _mm_xor_si128(y, gcm_lengths(adlen, total));
  y = _mm512_castsi512_si128(ghash_vp_mul(_mm512_castsi128_si512(y),
                                          _mm512_castsi128_si512(p.h[15])));
  gcm_tag(tag, y, ej0);
}

#endif

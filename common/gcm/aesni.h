/*
 * gcm/aesni.h: AES-GCM (NIST SP 800-38D) with a 96-bit IV on xmm registers, for processors
 * with AES-NI and PCLMULQDQ but without VAES: counter mode 8 blocks in flight, and GHASH over
 * the same 8 blocks with one reduction (ghash/pclmul.h); encryption hashes each group of
 * ciphertext beside the AES of the next. gcm/vaes.h is the same on zmm registers; H, E(J0)
 * and the tag as gcm/start.h makes them. Constant time: no table, branches only on lengths.
 * The kernel of gcm/aead.c. Public domain (CC0).
 */
#ifndef GCM_AESNI_H
#define GCM_AESNI_H

#include "gcm/start.h"
#include "ghash/pclmul.h"

#define GCM_NI_WAY GHASH_PC_WAY

/* nb blocks of keystream from the counter (an integer whose dword 0 counts, gcm/start.h) */
GCM_INLINE void gcm_ni_keystream(__m128i *b, int nb, __m128i *ctr, const __m128i *rk, int rounds)
{
  int j, r;
  for (j = 0; j < nb; ++j) {
    b[j] = _mm_xor_si128(gcm_reverse(*ctr), rk[0]);
    *ctr = _mm_add_epi32(*ctr, _mm_set_epi32(0, 0, 0, 1));
  }
  for (r = 1; r < rounds; ++r)
    for (j = 0; j < nb; ++j) b[j] = _mm_aesenc_si128(b[j], rk[r]);
  for (j = 0; j < nb; ++j) b[j] = _mm_aesenclast_si128(b[j], rk[rounds]);
}

/* 1 to 127 bytes: nb blocks of keystream (a constant after inlining) */
GCM_INLINE __m128i gcm_ni_tail(unsigned char *out, const unsigned char *in, uint64_t len,
                               __m128i y, __m128i *ctr, const __m128i *rk, int rounds,
                               int decrypt, const struct ghash_pc_powers *p, int nb)
{
  __m128i b[GCM_NI_WAY];
  unsigned char ks[16 * GCM_NI_WAY];
  uint64_t i;
  int j;
  gcm_ni_keystream(b, nb, ctr, rk, rounds);
  for (j = 0; j < nb; ++j) _mm_storeu_si128((__m128i *) (ks + 16 * j), b[j]);
  if (decrypt) y = ghash_pc_bytes(y, in, len, p);
  for (i = 0; i + 16 <= len; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *) (in + i));
    x = _mm_xor_si128(x, _mm_loadu_si128((const __m128i *) (ks + i)));
    _mm_storeu_si128((__m128i *) (out + i), x);
  }
  for (; i < len; ++i) out[i] = (unsigned char) (in[i] ^ ks[i]);
  if (!decrypt) y = ghash_pc_bytes(y, out, len, p);
  return y;
}

/* out = in XOR the keystream; tag = GHASH of ad and of the ciphertext (in when decrypting)
   XOR E(J0). Each group of in is read before the same group of out is written, and the key,
   nonce and ad are used up first: out may equal any input. */
static void gcm_ni_crypt(unsigned char *out, const unsigned char *in, unsigned long long len,
                         const unsigned char *ad, unsigned long long adlen,
                         const unsigned char *npub, const unsigned char *k, int keybytes,
                         int decrypt, unsigned char tag[16])
{
  __m128i rk[15], h, ej0, y = _mm_setzero_si128(), ctr;
  __m128i b[GCM_NI_WAY], x[GCM_NI_WAY], c[GCM_NI_WAY];
  struct ghash_pc_powers p;
  uint64_t total = len;
  int rounds = aes_ni_expand(rk, k, keybytes), j, pending = 0;   /* pending: c to hash */
  ctr = gcm_start(&h, &ej0, npub, rk, rounds);
  ghash_pc_powers(&p, h, len > 64 || adlen > 64 ? GCM_NI_WAY : 4);
  y = ghash_pc_update(y, ad, adlen, &p);
  for (; len >= 16 * GCM_NI_WAY; in += 16 * GCM_NI_WAY, out += 16 * GCM_NI_WAY,
                                 len -= 16 * GCM_NI_WAY) {
    gcm_ni_keystream(b, GCM_NI_WAY, &ctr, rk, rounds);
    if (pending) y = ghash_pc_blocks(y, c, GCM_NI_WAY, &p);
    for (j = 0; j < GCM_NI_WAY; ++j) x[j] = _mm_loadu_si128((const __m128i *) (in + 16 * j));
    if (decrypt) y = ghash_pc_blocks(y, x, GCM_NI_WAY, &p);
    for (j = 0; j < GCM_NI_WAY; ++j) {
      c[j] = _mm_xor_si128(b[j], x[j]);
      _mm_storeu_si128((__m128i *) (out + 16 * j), c[j]);
    }
    pending = !decrypt;
  }
  if (pending) y = ghash_pc_blocks(y, c, GCM_NI_WAY, &p);
  if (len > 64) y = gcm_ni_tail(out, in, len, y, &ctr, rk, rounds, decrypt, &p, GCM_NI_WAY);
  else if (len > 0) y = gcm_ni_tail(out, in, len, y, &ctr, rk, rounds, decrypt, &p, 4);
  y = ghash_pc_mul(_mm_xor_si128(y, gcm_lengths(adlen, total)), p.h[GCM_NI_WAY - 1]);
  gcm_tag(tag, y, ej0);
}

#endif

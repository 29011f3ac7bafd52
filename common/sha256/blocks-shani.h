/*
 * sha256/blocks-shani.h: the SHA-256 compression function (FIPS 180-4 sections 4.2.2, 6.2.2) with the
 * x86 SHA extensions: sha256rnds2 does two rounds, sha256msg1/sha256msg2 the two halves of the
 * message schedule (Intel, "Intel SHA Extensions", 2013). Shared by SHA-224 and SHA-256.
 * Speed limit: the 32 sha256rnds2 of a block form one dependency chain, so a block costs at
 * least 32 times their latency; everything else here runs beside that chain.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA256_BLOCKS_SHANI_H
#define SHA256_BLOCKS_SHANI_H

#if !defined(__SHA__) || !defined(__SSE4_1__)
#error "sha256/blocks-shani.h needs the SHA extensions and SSE4.1 (a compiler line with -msha -msse4.1, or -march=native on a CPU that has them)"
#endif

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "sha256/constants.h"

/* Four rounds with the schedule words w (w[t..t+3] in lanes 0..3). sha256rnds2 takes the
   state as (C,D,G,H), (A,B,E,F) and returns the new (A,B,E,F); after two rounds the old
   (A,B,E,F) is the new (C,D,G,H), so the two registers simply swap roles. */
#define SHA256_ROUNDS4(w, t) do { \
    __m128i wk = _mm_add_epi32(w, _mm_loadu_si128((const __m128i *) (sha256_k + (t)))); \
    cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk); \
    abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0e)); \
  } while (0)

/* w0 = w[t..t+3] from w0 = w[t-16..], w1 = w[t-12..], w2 = w[t-8..], w3 = w[t-4..]:
   msg1 adds sigma0(w[t-15..t-12]), alignr supplies w[t-7..t-4], msg2 adds sigma1(w[t-2..]). */
#define SHA256_SCHEDULE4(w0, w1, w2, w3) \
  (w0 = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32(w0, w1), \
                                           _mm_alignr_epi8(w3, w2, 4)), w3))

static void sha256_blocks(uint32_t state[8], const unsigned char *in, size_t nblocks)
{
  const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
  __m128i abcd = _mm_loadu_si128((const __m128i *) state);
  __m128i efgh = _mm_loadu_si128((const __m128i *) (state + 4));
  __m128i abef, cdgh, abef0, cdgh0, w0, w1, w2, w3;
  int t;

  /* lanes 3..0 of abef are A,B,E,F; of cdgh C,D,G,H */
  abcd = _mm_shuffle_epi32(abcd, 0xb1);                 /* B A D C */
  efgh = _mm_shuffle_epi32(efgh, 0x1b);                 /* H G F E */
  abef = _mm_alignr_epi8(abcd, efgh, 8);                /* F E B A */
  cdgh = _mm_blend_epi16(efgh, abcd, 0xf0);             /* H G D C */

  for (; nblocks > 0; --nblocks, in += 64) {
    abef0 = abef;
    cdgh0 = cdgh;
    w0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) in), bswap);
    w1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 16)), bswap);
    w2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 32)), bswap);
    w3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *) (in + 48)), bswap);
    SHA256_ROUNDS4(w0, 0);
    SHA256_ROUNDS4(w1, 4);
    SHA256_ROUNDS4(w2, 8);
    SHA256_ROUNDS4(w3, 12);
    for (t = 16; t < 64; t += 16) {
      SHA256_SCHEDULE4(w0, w1, w2, w3); SHA256_ROUNDS4(w0, t);
      SHA256_SCHEDULE4(w1, w2, w3, w0); SHA256_ROUNDS4(w1, t + 4);
      SHA256_SCHEDULE4(w2, w3, w0, w1); SHA256_ROUNDS4(w2, t + 8);
      SHA256_SCHEDULE4(w3, w0, w1, w2); SHA256_ROUNDS4(w3, t + 12);
    }
    abef = _mm_add_epi32(abef, abef0);
    cdgh = _mm_add_epi32(cdgh, cdgh0);
  }

  /* back to A..D, E..H */
  abef = _mm_shuffle_epi32(abef, 0x1b);                 /* A B E F (lanes 0..3) */
  cdgh = _mm_shuffle_epi32(cdgh, 0xb1);                 /* G H C D */
  abcd = _mm_blend_epi16(abef, cdgh, 0xf0);             /* A B C D */
  efgh = _mm_alignr_epi8(cdgh, abef, 8);                /* E F G H */
  _mm_storeu_si128((__m128i *) state, abcd);
  _mm_storeu_si128((__m128i *) (state + 4), efgh);
}

#endif

/*
 * crypto_stream/rabbit/amd64-avx2: Rabbit (128-bit key, 64-bit IV) with the eight state words
 * in one ymm register: the eight squarings of g by two VPMULUDQ, the rotations of the mixing
 * step by byte shuffles, the counter as a 256-bit addition with carry in 64-bit registers.
 * Key and IV setup are those of ../shared/rabbit.h (scalar, 8 next-state calls).
 * Constant time: no branch and no memory index depends on the key, the IV or the state.
 * Public domain (CC0).
 */
#if !defined(__AVX2__)
#error "needs AVX2"
#endif

#include <immintrin.h>
#include "../shared/rabbit.h"

/* The counter system: (c7..c0) + (a7..a0) + carry as 256-bit numbers, 64 bits at a time
   (word 2k of RFC 4503 in the low half of 64-bit word k). */
#define RABBIT_COUNTER(c0, c1, c2, c3, carry)                                             \
  do {                                                                                    \
    carry = _addcarry_u64(carry, c0, 0xD34D34D34D34D34Dull, &c0);                         \
    carry = _addcarry_u64(carry, c1, 0x4D34D34D34D34D34ull, &c1);                         \
    carry = _addcarry_u64(carry, c2, 0x34D34D34D34D34D3ull, &c2);                         \
    carry = _addcarry_u64(carry, c3, 0xD34D34D34D34D34Dull, &c3);                         \
  } while (0)

/* g for all eight lanes: (x + c)^2 as 64 bits, high half XOR low half. */
static inline __m256i rabbit_g8(__m256i x, __m256i c)
{
  __m256i t = _mm256_add_epi32(x, c);
  __m256i even = _mm256_mul_epu32(t, t);                        /* lanes 0, 2, 4, 6 */
  __m256i odd = _mm256_mul_epu32(_mm256_srli_epi64(t, 32), _mm256_srli_epi64(t, 32));
  even = _mm256_xor_si256(even, _mm256_srli_epi64(even, 32));   /* result in the low dword */
  odd = _mm256_xor_si256(odd, _mm256_slli_epi64(odd, 32));      /* result in the high dword */
  return _mm256_blend_epi32(even, odd, 0xAA);
}

/* c = m XOR keystream, 16 bytes per block; m = 0 gives the keystream. */
static void estream_blocks(rabbit_state *s, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  /* lane j of g1 is g[j-1] rotated by 16 (j even) or 8 (j odd); lane j of g2 is g[j-2]
     rotated by 16 (j even) or not at all (j odd); shuffles within 32-bit lanes do the
     rotations since they are whole bytes */
  const __m256i back1 = _mm256_setr_epi32(7, 0, 1, 2, 3, 4, 5, 6);
  const __m256i back2 = _mm256_setr_epi32(6, 7, 0, 1, 2, 3, 4, 5);
  const __m256i rot1 = _mm256_setr_epi8(2, 3, 0, 1, 7, 4, 5, 6, 10, 11, 8, 9, 15, 12, 13, 14,
                                        2, 3, 0, 1, 7, 4, 5, 6, 10, 11, 8, 9, 15, 12, 13, 14);
  const __m256i rot2 = _mm256_setr_epi8(2, 3, 0, 1, 4, 5, 6, 7, 10, 11, 8, 9, 12, 13, 14, 15,
                                        2, 3, 0, 1, 4, 5, 6, 7, 10, 11, 8, 9, 12, 13, 14, 15);
  /* output word k = x[2k] ^ x[2k+5] >> 16 ^ x[2k+3] << 16, gathered from the even lanes */
  const __m256i ahead5 = _mm256_setr_epi32(5, 6, 7, 0, 1, 2, 3, 4);
  const __m256i ahead3 = _mm256_setr_epi32(3, 4, 5, 6, 7, 0, 1, 2);
  const __m256i evens = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
  unsigned long long c0 = (unsigned long long) s->c[1] << 32 | s->c[0];
  unsigned long long c1 = (unsigned long long) s->c[3] << 32 | s->c[2];
  unsigned long long c2 = (unsigned long long) s->c[5] << 32 | s->c[4];
  unsigned long long c3 = (unsigned long long) s->c[7] << 32 | s->c[6];
  unsigned char carry = (unsigned char) s->carry;
  __m256i x = _mm256_loadu_si256((const __m256i *) s->x), g, z;
  __m128i out;

  for (; nblocks; --nblocks, c += 16) {
    RABBIT_COUNTER(c0, c1, c2, c3, carry);
    g = rabbit_g8(x, _mm256_set_epi64x((long long) c3, (long long) c2, (long long) c1, (long long) c0));
    x = _mm256_add_epi32(g, _mm256_shuffle_epi8(_mm256_permutevar8x32_epi32(g, back1), rot1));
    x = _mm256_add_epi32(x, _mm256_shuffle_epi8(_mm256_permutevar8x32_epi32(g, back2), rot2));
    z = _mm256_xor_si256(x, _mm256_srli_epi32(_mm256_permutevar8x32_epi32(x, ahead5), 16));
    z = _mm256_xor_si256(z, _mm256_slli_epi32(_mm256_permutevar8x32_epi32(x, ahead3), 16));
    out = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(z, evens));
    if (m) {
      out = _mm_xor_si128(out, _mm_loadu_si128((const __m128i *) m));
      m += 16;
    }
    _mm_storeu_si128((__m128i *) c, out);
  }
  _mm256_storeu_si256((__m256i *) s->x, x);
  s->c[0] = (uint32_t) c0; s->c[1] = (uint32_t) (c0 >> 32);
  s->c[2] = (uint32_t) c1; s->c[3] = (uint32_t) (c1 >> 32);
  s->c[4] = (uint32_t) c2; s->c[5] = (uint32_t) (c2 >> 32);
  s->c[6] = (uint32_t) c3; s->c[7] = (uint32_t) (c3 >> 32);
  s->carry = carry;
}

#define ESTREAM_STATE rabbit_state
#define ESTREAM_BLOCKBYTES 16
#include "estream/stream.c"

/*
 * aes/aesni-key.h: AES key expansion (FIPS 197 section 5.2) with the AES-NI instruction
 * AESKEYGENASSIST, for 16-, 24- and 32-byte keys; round keys in xmm registers, in the byte
 * order AESENC expects (that of FIPS 197). Used by aes/aesni.h and aes/vaes.h.
 * Public domain (CC0).
 */
#ifndef AES_AESNI_KEY_H
#define AES_AESNI_KEY_H

#if !defined(__AES__) || !defined(__SSE4_1__)
#error "needs AES-NI and SSE4.1"
#endif

#include <immintrin.h>

/* [w0, w0^w1, w0^w1^w2, w0^w1^w2^w3]: the chain of XORs of one step of the schedule */
static inline __m128i aes_ni_prefix(__m128i k)
{
  k = _mm_xor_si128(k, _mm_slli_si128(k, 4));
  return _mm_xor_si128(k, _mm_slli_si128(k, 8));
}

/* AESKEYGENASSIST takes Rcon as an immediate, so each step is a macro with its constant.
   Dword 3 of its result is RotWord(SubWord(word 3)) ^ Rcon, dword 1 the same of word 1, and
   dword 2 is SubWord(word 2). */
#define AES_NI_STEP128(prev, rcon) \
  _mm_xor_si128(aes_ni_prefix(prev), _mm_shuffle_epi32(_mm_aeskeygenassist_si128(prev, rcon), 0xff))

static inline void aes_ni_expand128(__m128i rk[11], const unsigned char *key)
{
  rk[0] = _mm_loadu_si128((const __m128i *) key);
  rk[1] = AES_NI_STEP128(rk[0], 0x01);
  rk[2] = AES_NI_STEP128(rk[1], 0x02);
  rk[3] = AES_NI_STEP128(rk[2], 0x04);
  rk[4] = AES_NI_STEP128(rk[3], 0x08);
  rk[5] = AES_NI_STEP128(rk[4], 0x10);
  rk[6] = AES_NI_STEP128(rk[5], 0x20);
  rk[7] = AES_NI_STEP128(rk[6], 0x40);
  rk[8] = AES_NI_STEP128(rk[7], 0x80);
  rk[9] = AES_NI_STEP128(rk[8], 0x1b);
  rk[10] = AES_NI_STEP128(rk[9], 0x36);
}

/* 24-byte keys: each step makes 6 words, a = w[6i..6i+3] and b = w[6i+4..6i+5] (low half);
   round keys are 4 words, so two steps make three of them. */
#define AES_NI_STEP192(a, b, rcon) \
  do { \
    a = _mm_xor_si128(aes_ni_prefix(a), \
                      _mm_shuffle_epi32(_mm_aeskeygenassist_si128(b, rcon), 0x55)); \
    b = _mm_xor_si128(_mm_xor_si128(b, _mm_slli_si128(b, 4)), _mm_shuffle_epi32(a, 0xff)); \
  } while (0)
#define AES_NI_DOUBLE192(r, rcon1, rcon2) \
  do { \
    __m128i a1 = a, b1 = b; \
    AES_NI_STEP192(a1, b1, rcon1); \
    rk[r] = a; \
    rk[r + 1] = _mm_unpacklo_epi64(b, a1);   /* b low | a1 low */ \
    a = a1; \
    b = b1; \
    AES_NI_STEP192(a, b, rcon2); \
    rk[r + 2] = _mm_alignr_epi8(b1, a1, 8);  /* a1 high | b1 low */ \
  } while (0)

static inline void aes_ni_expand192(__m128i rk[13], const unsigned char *key)
{
  __m128i a = _mm_loadu_si128((const __m128i *) key);
  __m128i b = _mm_loadl_epi64((const __m128i *) (key + 16));
  AES_NI_DOUBLE192(0, 0x01, 0x02);
  AES_NI_DOUBLE192(3, 0x04, 0x08);
  AES_NI_DOUBLE192(6, 0x10, 0x20);
  AES_NI_DOUBLE192(9, 0x40, 0x80);
  rk[12] = a;
}

/* 32-byte keys: even round keys take RotWord, SubWord and Rcon of the word before them, odd
   ones SubWord alone (the extra step of FIPS 197 for Nk = 8) */
#define AES_NI_EVEN256(r, rcon) \
  rk[r] = _mm_xor_si128(aes_ni_prefix(rk[r - 2]), \
                        _mm_shuffle_epi32(_mm_aeskeygenassist_si128(rk[r - 1], rcon), 0xff))
#define AES_NI_ODD256(r) \
  rk[r] = _mm_xor_si128(aes_ni_prefix(rk[r - 2]), \
                        _mm_shuffle_epi32(_mm_aeskeygenassist_si128(rk[r - 1], 0), 0xaa))

static inline void aes_ni_expand256(__m128i rk[15], const unsigned char *key)
{
  rk[0] = _mm_loadu_si128((const __m128i *) key);
  rk[1] = _mm_loadu_si128((const __m128i *) (key + 16));
  AES_NI_EVEN256(2, 0x01);  AES_NI_ODD256(3);
  AES_NI_EVEN256(4, 0x02);  AES_NI_ODD256(5);
  AES_NI_EVEN256(6, 0x04);  AES_NI_ODD256(7);
  AES_NI_EVEN256(8, 0x08);  AES_NI_ODD256(9);
  AES_NI_EVEN256(10, 0x10); AES_NI_ODD256(11);
  AES_NI_EVEN256(12, 0x20); AES_NI_ODD256(13);
  AES_NI_EVEN256(14, 0x40);
}

/* the round keys of a 16-, 24- or 32-byte key; returns the number of rounds */
static inline int aes_ni_expand(__m128i rk[15], const unsigned char *key, int keybytes)
{
  if (keybytes == 16) aes_ni_expand128(rk, key);
  else if (keybytes == 24) aes_ni_expand192(rk, key);
  else aes_ni_expand256(rk, key);
  return keybytes / 4 + 6;
}

#endif

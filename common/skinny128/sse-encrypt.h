/*
 * skinny128/sse-encrypt.h: SKINNY-128-384+ encryption of one block and of two blocks at once,
 * written once over the macros of the including file (skinny128/ssse3.h, skinny128/avx512.h),
 * which holds the state its own way in the pair (lo, hi): SKINNY128_CONSTANTS, SKINNY128_LOAD,
 * SKINNY128_SBOX, SKINNY128_LINEAR, SKINNY128_STORE; the tweakey's from skinny128/sse-tweakey.h.
 * Public domain (CC0).
 */
#ifndef SKINNY128_SSE_ENCRYPT_H
#define SKINNY128_SSE_ENCRYPT_H

/* s (16 bytes, in place) enciphered under TK1 = the rows tk1, TK2 = tk2 and TK3 = tk3 (each
   updated round by round here, or left out when NULL: then they are in rk), and the schedule rk
   (the constants and what it holds of TK2 and TK3). */
static void skinny128_encrypt_tweakey(unsigned char s[16], const uint32_t tk1[4],
                                      const unsigned char *tk2, const unsigned char *tk3,
                                      const skinny128_schedule *rk)
{
  SKINNY128_CONSTANTS;
  __m128i lo, hi, t1, t1_hi;
  int r;
  SKINNY128_LOAD_TWEAKEY;
  SKINNY128_LOAD(lo, hi, t1, t1_hi, s, tk1);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    SKINNY128_SBOX(lo, hi);
    SKINNY128_COMMON_KEY(k, r);
    SKINNY128_LINEAR(lo, hi, t1, t1_hi, k);
  }
  SKINNY128_STORE(s, lo, hi);
}

/* Two blocks at once: s0 under TK1 = tk1_0, s1 under tk1_1, the same TK2, TK3 and rk. They
   share the tweakey's work and interleave: each round is a chain of dependent operations, and
   the two chains run side by side (two blocks take 1.05 times as long as one, gcc/clang -O3). */
static void skinny128_encrypt2_tweakey(unsigned char s0[16], unsigned char s1[16],
                                       const uint32_t tk1_0[4], const uint32_t tk1_1[4],
                                       const unsigned char *tk2, const unsigned char *tk3,
                                       const skinny128_schedule *rk)
{
  SKINNY128_CONSTANTS;
  __m128i lo0, hi0, t1_0, t1_0hi, lo1, hi1, t1_1, t1_1hi;
  int r;
  SKINNY128_LOAD_TWEAKEY;
  SKINNY128_LOAD(lo0, hi0, t1_0, t1_0hi, s0, tk1_0);
  SKINNY128_LOAD(lo1, hi1, t1_1, t1_1hi, s1, tk1_1);
  for (r = 0; r < SKINNY128_ROUNDS; ++r) {
    SKINNY128_SBOX(lo0, hi0);
    SKINNY128_SBOX(lo1, hi1);
    SKINNY128_COMMON_KEY(k, r);
    SKINNY128_LINEAR(lo0, hi0, t1_0, t1_0hi, k);
    SKINNY128_LINEAR(lo1, hi1, t1_1, t1_1hi, k);
  }
  SKINNY128_STORE(s0, lo0, hi0);
  SKINNY128_STORE(s1, lo1, hi1);
}

/* s enciphered under TK1 = the rows tk1 and the schedule rk (the constants, TK2 and TK3). */
static void skinny128_encrypt(unsigned char s[16], const uint32_t tk1[4],
                              const skinny128_schedule *rk)
{
  skinny128_encrypt_tweakey(s, tk1, 0, 0, rk);
}

#endif

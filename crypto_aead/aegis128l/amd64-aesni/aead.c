/*
 * crypto_aead/aegis128l/amd64-aesni: AEGIS-128L (../shared/aegis128l.h) with AES-NI: the
 * state in xmm registers, AESRound(a, b) = AESENC(a, b), the eight rounds of a step
 * independent of each other. Constant time: no table, branches only on lengths.
 *
 * AESENC adds its second operand last, so AESENC(a, b) ^ m = AESENC(a, b ^ m): the message
 * words need not wait for the round. Blocks 0 and 4 are kept twice: exact (the next round of
 * blocks 1 and 5 needs them) and as u, a with block = u ^ a, where u goes through the rounds
 * without the message and a adds up the message words. The chain from a block to itself is
 * then one AESENC per step instead of an AESENC and an XOR: encryption (and the associated
 * data) 10-15% faster here (clang 14, Zen 5). Decryption makes its message from the state's
 * keystream, too late for that: it updates the exact blocks as the specification says.
 * Public domain (CC0).
 */
#include <immintrin.h>

#define AEGIS_INLINE static inline __attribute__((always_inline))

typedef __m128i aegis_block;

AEGIS_INLINE aegis_block aegis_load(const unsigned char *p)
{
  return _mm_loadu_si128((const __m128i *) p);
}
AEGIS_INLINE void aegis_store(unsigned char *p, aegis_block x)
{
  _mm_storeu_si128((__m128i *) p, x);
}
AEGIS_INLINE aegis_block aegis_xor(aegis_block a, aegis_block b) { return _mm_xor_si128(a, b); }
AEGIS_INLINE aegis_block aegis_and(aegis_block a, aegis_block b) { return _mm_and_si128(a, b); }

/* The tag's lengths block straight into a register: built from bytes in memory, its load
   waits for sixteen byte stores (a failed store-to-load forwarding on the tag's path). */
#define AEGIS_LENGTHS
AEGIS_INLINE aegis_block aegis_lengths(unsigned long long adlen, unsigned long long len)
{
  return _mm_set_epi64x((long long) (len << 3), (long long) (adlen << 3));
}

/* s[8], s[9] = u, a of block 0; s[10], s[11] = u, a of block 4 */
#define AEGIS_BLOCKS 12

AEGIS_INLINE void aegis_prepare(aegis_block *s)
{
  s[8] = s[0];
  s[9] = _mm_setzero_si128();
  s[10] = s[4];
  s[11] = _mm_setzero_si128();
}

AEGIS_INLINE void aegis_update(aegis_block *s, aegis_block m0, aegis_block m1)
{
  aegis_block u0 = _mm_aesenc_si128(s[7], s[8]), u4 = _mm_aesenc_si128(s[3], s[10]);
  int i;
  for (i = 7; i > 0; --i)
    if (i != 4) s[i] = _mm_aesenc_si128(s[i - 1], s[i]);
  s[8] = u0;
  s[10] = u4;
  s[0] = _mm_xor_si128(_mm_xor_si128(u0, s[9]), m0);
  s[4] = _mm_xor_si128(_mm_xor_si128(u4, s[11]), m1);
  s[9] = _mm_xor_si128(s[9], m0);
  s[11] = _mm_xor_si128(s[11], m1);
}

AEGIS_INLINE void aegis_update_late(aegis_block *s, aegis_block m0, aegis_block m1)
{
  aegis_block last = s[7];
  int i;
  for (i = 7; i > 0; --i) s[i] = _mm_aesenc_si128(s[i - 1], s[i]);
  s[0] = _mm_xor_si128(_mm_aesenc_si128(last, s[0]), m0);
  s[4] = _mm_xor_si128(s[4], m1);
  aegis_prepare(s);
}

#ifdef __AVX512VL__
/* Decryption of whole blocks where the compiler line allows AVX-512 (vpternlogq on xmm
   registers), in assembly so that both compilers run the same schedule, with the state in
   registers throughout (gcc kept part of it in memory, and both XORed the blocks that come
   last first, where they should come in last). Per 32 bytes, block 0's half:
     m0 = c0 ^ (s2 & s3) ^ s6 ^ s1              the plaintext, two vpternlogq
     u0 = AESENC(s7, u0), then the other rounds
     s0 = m0 ^ a0 ^ u0,  a0 ^= m0               the exact block 0 for the next step
   (block 4's half likewise with c1 ^ (s6 & s7) ^ s2 ^ s5). The chain of rounds around the
   state then carries one XOR per 4 blocks, the least it can (the message enters there).
   A loop of it takes 6.5 cycles per 32 bytes here (Zen 5); the C above took 6.9 (clang) to
   7.6 (gcc), from their ticks per KB. Decryption per KB in the harness, nine runs alternating
   with SUPERCOP's aesnib: 110-127 ticks with gcc, 116-126 with clang; aesnib 126-147 and
   126-132. xmm14 and xmm15 hold the plaintext.
   The TIMECOP build (without AVX-512, which valgrind cannot decode) checks the C loop:
   this one has no branch but the block count's and no address but the pointers'. */
#define AEGIS_DECRYPT_BLOCKS
AEGIS_INLINE void aegis_decrypt_blocks(aegis_block *s, unsigned char *out,
                                       const unsigned char *in, unsigned long long n)
{
  aegis_block s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3], s4 = s[4], s5 = s[5], s6 = s[6];
  aegis_block s7 = s[7], u0 = s[8], a0 = s[9], u4 = s[10], a4 = s[11];
  __asm__(".p2align 6\n"
          "1:\n\t"
          "vmovdqu (%[in]), %%xmm14\n\t"
          "vpternlogq $0x78, %[s3], %[s2], %%xmm14\n\t"       /* c0 ^ (s2 & s3) */
          "vpternlogq $0x96, %[s6], %[s1], %%xmm14\n\t"       /* m0 */
          "vmovdqu %%xmm14, (%[out])\n\t"
          "vmovdqu 16(%[in]), %%xmm15\n\t"
          "vpternlogq $0x78, %[s7], %[s6], %%xmm15\n\t"       /* c1 ^ (s6 & s7) */
          "vpternlogq $0x96, %[s2], %[s5], %%xmm15\n\t"       /* m1 */
          "vmovdqu %%xmm15, 16(%[out])\n\t"
          "vaesenc %[u0], %[s7], %[u0]\n\t"                   /* u0 = AESENC(s7, u0) */
          "vaesenc %[s7], %[s6], %[s7]\n\t"
          "vaesenc %[s6], %[s5], %[s6]\n\t"
          "vaesenc %[s5], %[s4], %[s5]\n\t"
          "vaesenc %[u4], %[s3], %[u4]\n\t"                   /* u4 = AESENC(s3, u4) */
          "vaesenc %[s3], %[s2], %[s3]\n\t"
          "vaesenc %[s2], %[s1], %[s2]\n\t"
          "vaesenc %[s1], %[s0], %[s1]\n\t"
          "vmovdqa %%xmm14, %[s0]\n\t"
          "vpternlogq $0x96, %[u0], %[a0], %[s0]\n\t"         /* s0 = m0 ^ a0 ^ u0 */
          "vpxor %%xmm14, %[a0], %[a0]\n\t"                   /* a0 ^= m0 */
          "vmovdqa %%xmm15, %[s4]\n\t"
          "vpternlogq $0x96, %[u4], %[a4], %[s4]\n\t"         /* s4 = m1 ^ a4 ^ u4 */
          "vpxor %%xmm15, %[a4], %[a4]\n\t"                   /* a4 ^= m1 */
          "add $32, %[in]\n\t"
          "add $32, %[out]\n\t"
          "dec %[n]\n\t"
          "jnz 1b"
          : [s0] "+x"(s0), [s1] "+x"(s1), [s2] "+x"(s2), [s3] "+x"(s3), [s4] "+x"(s4),
            [s5] "+x"(s5), [s6] "+x"(s6), [s7] "+x"(s7), [u0] "+x"(u0), [a0] "+x"(a0),
            [u4] "+x"(u4), [a4] "+x"(a4), [in] "+r"(in), [out] "+r"(out), [n] "+r"(n)
          :
          : "memory", "cc", "xmm14", "xmm15");
  s[0] = s0; s[1] = s1; s[2] = s2; s[3] = s3; s[4] = s4; s[5] = s5; s[6] = s6; s[7] = s7;
  s[8] = u0; s[9] = a0; s[10] = u4; s[11] = a4;
}
#endif

#include "../shared/aegis128l.h"

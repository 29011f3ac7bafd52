/*
 * sha512/blocks-avx2.h: the SHA-512 compression function (FIPS 180-4 sections 4.2.3, 6.4.2)
 * for amd64 with AVX2 and BMI2. Shared by SHA-384 and SHA-512.
 * The rounds are scalar (sha512/rounds.h; with BMI2 every rotation is one rorx). The message
 * schedule runs in the vector unit, for two blocks at once (one per 128-bit lane, two words
 * per lane), and is software-pipelined: the next pair's schedule is computed among the rounds
 * of this pair's two blocks, two steps after each group of eight rounds. Computed on its own
 * before the rounds, it cost 20% (Zen 4, clang 14); in four groups among the first block's
 * rounds, 9% (Zen 5: 1.10 times OpenSSL's time; now 1.03, and 0.99 with the additions of
 * sha512/rounds.h ordered for latency). From three blocks on, one copy of those rounds
 * serves every block (the half of the next pair's schedule it computes is chosen at run
 * time): with a copy for each block of the pair and the rounds alone for the last pair, all
 * run in one call, 1536 bytes took 1.17 times OpenSSL's time, now 1.06 (less code to fetch).
 * A message of one block (0..111 bytes) computes its own schedule among its rounds: 1.5
 * times OpenSSL's time for 0 bytes with the schedule first, now 1.0.
 * Constant time: no branch and no memory index depends on the data.
 * Public domain (CC0).
 */
#ifndef SHA512_BLOCKS_AVX2_H
#define SHA512_BLOCKS_AVX2_H

#if !defined(__AVX2__) || !defined(__BMI2__)
#error "sha512/blocks-avx2.h needs AVX2 and BMI2 (a compiler line with -mavx2 -mbmi2, or -march=native on a CPU that has them)"
#endif

#include <stddef.h>
#include <stdint.h>
#include <immintrin.h>
#include "sha512/constants.h"
#include "sha512/rounds.h"

/* rotations and shifts of each 64-bit lane (AVX2 has no vector rotate; with AVX-512VL the
   compilers make one vprorq of it) */
#define SHA512_VROTR(x, n) _mm256_or_si256(_mm256_srli_epi64(x, n), _mm256_slli_epi64(x, 64 - (n)))
#define SHA512_VSSIG0(x) \
  _mm256_xor_si256(_mm256_xor_si256(SHA512_VROTR(x, 1), SHA512_VROTR(x, 8)), _mm256_srli_epi64(x, 7))
#define SHA512_VSSIG1(x) \
  _mm256_xor_si256(_mm256_xor_si256(SHA512_VROTR(x, 19), SHA512_VROTR(x, 61)), _mm256_srli_epi64(x, 6))

/* wk[0][t..t+1] = x + k[t..t+1] from the low lane of x, wk[1][t..t+1] from its high lane */
#define SHA512_STORE(x, wk, t) do { \
    __m256i k_ = _mm256_add_epi64(x, _mm256_broadcastsi128_si256( \
                                       _mm_loadu_si128((const __m128i *) (sha512_k + (t))))); \
    _mm_storeu_si128((__m128i *) ((wk)[0] + (t)), _mm256_castsi256_si128(k_)); \
    _mm_storeu_si128((__m128i *) ((wk)[1] + (t)), _mm256_extracti128_si256(k_, 1)); \
  } while (0)

/* x = w[2j], w[2j+1] of the block at p (low lane) and of the block at q (high lane), and wk */
#define SHA512_LOAD(x, j, p, q, wk) do { \
    x = _mm256_shuffle_epi8(_mm256_loadu2_m128i((const __m128i *) ((q) + 16 * (j)), \
                                                (const __m128i *) ((p) + 16 * (j))), bswap); \
    SHA512_STORE(x, wk, 2 * (j)); \
  } while (0)

#define SHA512_LOAD8(p, q, wk) do { \
    SHA512_LOAD(x0, 0, p, q, wk); SHA512_LOAD(x1, 1, p, q, wk); \
    SHA512_LOAD(x2, 2, p, q, wk); SHA512_LOAD(x3, 3, p, q, wk); \
    SHA512_LOAD(x4, 4, p, q, wk); SHA512_LOAD(x5, 5, p, q, wk); \
    SHA512_LOAD(x6, 6, p, q, wk); SHA512_LOAD(x7, 7, p, q, wk); \
  } while (0)

/* x0..x7 hold w[t-16..t-1] of both blocks, two words each (x0 = w[t-16], w[t-15]). One step
   of 6.4.2 step 1 for two t at once: x0 = w[t], w[t+1] with
   w[t] = sigma1(w[t-2]) + w[t-7] + sigma0(w[t-15]) + w[t-16]; the caller rotates the names. */
#define SHA512_STEP(x0, x1, x4, x5, x7, wk, t) do { \
    __m256i s_ = _mm256_add_epi64(x0, _mm256_alignr_epi8(x5, x4, 8)); \
    s_ = _mm256_add_epi64(s_, SHA512_VSSIG0(_mm256_alignr_epi8(x1, x0, 8))); \
    x0 = _mm256_add_epi64(s_, SHA512_VSSIG1(x7)); \
    SHA512_STORE(x0, wk, t); \
  } while (0)

/* two of the eight steps that compute w[t..t+15] (k = 0..3: w[t+4k..t+4k+3]); after all four,
   x0..x7 are in place again */
#define SHA512_STEPS2_0(wk, t) do { \
    SHA512_STEP(x0, x1, x4, x5, x7, wk, t); \
    SHA512_STEP(x1, x2, x5, x6, x0, wk, t + 2); \
  } while (0)
#define SHA512_STEPS2_1(wk, t) do { \
    SHA512_STEP(x2, x3, x6, x7, x1, wk, t + 4); \
    SHA512_STEP(x3, x4, x7, x0, x2, wk, t + 6); \
  } while (0)
#define SHA512_STEPS2_2(wk, t) do { \
    SHA512_STEP(x4, x5, x0, x1, x3, wk, t + 8); \
    SHA512_STEP(x5, x6, x1, x2, x4, wk, t + 10); \
  } while (0)
#define SHA512_STEPS2_3(wk, t) do { \
    SHA512_STEP(x6, x7, x2, x3, x5, wk, t + 12); \
    SHA512_STEP(x7, x0, x3, x4, x6, wk, t + 14); \
  } while (0)
/* the first and the second half of the eight: w[t..t+7], w[t+8..t+15] */
#define SHA512_STEPS4_0(wk, t) do { SHA512_STEPS2_0(wk, t); SHA512_STEPS2_1(wk, t); } while (0)
#define SHA512_STEPS4_1(wk, t) do { SHA512_STEPS2_2(wk, t); SHA512_STEPS2_3(wk, t); } while (0)
#define SHA512_STEPS8(wk, t) do { SHA512_STEPS4_0(wk, t); SHA512_STEPS4_1(wk, t); } while (0)

/* the address of block i of the stream: the nin blocks at in, then the blocks at more */
#define SHA512_BLOCK(i) ((i) < nin ? in + 128 * (i) : more + 128 * ((i) - nin))

/* the interface of sha512/hash.h: the blocks at in, then those at more, as one stream of
   pairs, so that only the first pair's schedule is computed on its own (for two blocks or
   more) */
static void sha512_blocks(uint64_t state[8], const unsigned char *in, size_t nin,
                          const unsigned char *more, size_t nmore)
{
  const __m256i bswap = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                        8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
  uint64_t sched[2][2][80];         /* wk of this pair of blocks and of the next */
  __m256i x0, x1, x2, x3, x4, x5, x6, x7;
  size_t i, n = nin + nmore;
  int cur = 0;

  if (n == 0) return;

  SHA512_LOAD8(SHA512_BLOCK(0), SHA512_BLOCK(n >= 2 ? 1 : 0), sched[0]);
  if (n == 1) {
    /* one block (a message of at most 111 bytes): its rounds compute its schedule just in
       time, the words of each group of eight rounds two groups ahead */
    SHA512_ROUNDS_WITH(state, sched[0][0],
                       SHA512_STEPS4_0(sched[0], 16), SHA512_STEPS4_1(sched[0], 16),
                       SHA512_STEPS4_0(sched[0], 32), SHA512_STEPS4_1(sched[0], 32),
                       SHA512_STEPS4_0(sched[0], 48), SHA512_STEPS4_1(sched[0], 48),
                       SHA512_STEPS4_0(sched[0], 64), SHA512_STEPS4_1(sched[0], 64));
    return;
  }
  /* the first pair's schedule, on its own */
  SHA512_STEPS8(sched[0], 16); SHA512_STEPS8(sched[0], 32);
  SHA512_STEPS8(sched[0], 48); SHA512_STEPS8(sched[0], 64);
  if (n == 2) {                     /* no next pair: the rounds alone */
    sha512_rounds(state, sched[0][0]);
    sha512_rounds(state, sched[0][1]);
    return;
  }
  for (i = 0; i < n; ++i) {
    uint64_t (*next)[80] = sched[!cur];
    size_t t0 = 16 + 32 * (i % 2);  /* block i's rounds compute next[][t0..t0+31] */
    if (i % 2 == 0) {
      /* the next pair; after the last pair, this one again: computed, never used */
      size_t j = i + 2 < n ? i + 2 : i;
      SHA512_LOAD8(SHA512_BLOCK(j), SHA512_BLOCK(j + 1 < n ? j + 1 : j), next);
    }
    SHA512_ROUNDS_WITH(state, sched[cur][i % 2],
                       SHA512_STEPS2_0(next, t0), SHA512_STEPS2_1(next, t0),
                       SHA512_STEPS2_2(next, t0), SHA512_STEPS2_3(next, t0),
                       SHA512_STEPS2_0(next, t0 + 16), SHA512_STEPS2_1(next, t0 + 16),
                       SHA512_STEPS2_2(next, t0 + 16), SHA512_STEPS2_3(next, t0 + 16));
    if (i % 2 == 1) cur = !cur;
  }
}

#endif

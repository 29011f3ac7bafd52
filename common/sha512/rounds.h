/*
 * sha512/rounds.h: the 80 SHA-512 rounds and the final addition (FIPS 180-4 section 6.4.2,
 * steps 2-4) in C, given the schedule already added to the constants: wk[t] = w[t] + k[t].
 * For block functions that compute the schedule elsewhere (in vector registers); with BMI2
 * the compilers turn every rotation into one rorx. Constant time. Public domain (CC0).
 */
#ifndef SHA512_ROUNDS_H
#define SHA512_ROUNDS_H

#include <stdint.h>
#include "compiler/opaque.h"

#define SHA512_R_ROTR(x, n) (((x) >> (n)) | ((x) << (64 - (n))))

/* One round, with the additions ordered for the two recurrences. The next e, d + T1, is
   (d + h + wk + Ch(e, f, g)) + Sigma1(e): everything but Sigma1 is ready a cycle after e, so
   e -> e is Sigma1's three operations and one addition. The next a, T1 + T2, is
   (x + Sigma1(e) + Maj(a, b, c)) + Sigma0(a), Maj as (a & (b ^ c)) ^ (b & c), two operations
   after a: a -> a is also Sigma0 and one addition. Written as 4.1.2 and 6.4.2 give it, the
   compilers chain Sigma1 and three additions before d += T1 (five steps on each path), so
   the partial sums are kept apart with CB_OPAQUE; these four steps per round ran 6-7% faster
   than that (rounds alone, Zen 5, clang 14 and gcc 12 -Os), and matched OpenSSL's assembly
   with the schedule among them. */
#define SHA512_WKROUND(a, b, c, d, e, f, g, h, t) do { \
    uint64_t x_ = h + wk[t] + ((e & f) ^ (~e & g)), y_, s_, m_; \
    CB_OPAQUE(x_); \
    y_ = d + x_; \
    CB_OPAQUE(y_); \
    s_ = SHA512_R_ROTR(e, 14) ^ SHA512_R_ROTR(e, 18) ^ SHA512_R_ROTR(e, 41); \
    d = y_ + s_; \
    m_ = x_ + s_ + ((a & (b ^ c)) ^ (b & c)); \
    CB_OPAQUE(m_); \
    h = m_ + (SHA512_R_ROTR(a, 28) ^ SHA512_R_ROTR(a, 34) ^ SHA512_R_ROTR(a, 39)); \
  } while (0)

/* eight rounds, after which the names are back in place */
#define SHA512_WKROUNDS8(t) do { \
    SHA512_WKROUND(a, b, c, d, e, f, g, h, t); \
    SHA512_WKROUND(h, a, b, c, d, e, f, g, t + 1); \
    SHA512_WKROUND(g, h, a, b, c, d, e, f, t + 2); \
    SHA512_WKROUND(f, g, h, a, b, c, d, e, t + 3); \
    SHA512_WKROUND(e, f, g, h, a, b, c, d, t + 4); \
    SHA512_WKROUND(d, e, f, g, h, a, b, c, t + 5); \
    SHA512_WKROUND(c, d, e, f, g, h, a, b, t + 6); \
    SHA512_WKROUND(b, c, d, e, f, g, h, a, t + 7); \
  } while (0)

/* The 80 rounds and step 4. s0..s7 are statements placed among the rounds, one after each of
   the first eight groups of eight: a block function runs other, independent work there (the
   next blocks' message schedule) with the execution units that the rounds leave idle; in
   groups like these it measured faster than one step every two rounds (clang 14, Zen 4: 2.97
   against 3.49 ticks/byte), and with one step per slot no faster than with two (Zen 5).
   Written out in full: with clang 14 that is 8% faster than a loop of 16 rounds, which is the
   form gcc 12 needs (-O2/-O3 spill the written-out rounds into vector registers and run at a
   third of the speed; gcc's -Os and clang at every level do not). The harness keeps the
   fastest compiler line, so the faster form wins. */
#define SHA512_ROUNDS_WITH(state, wkp, s0, s1, s2, s3, s4, s5, s6, s7) do { \
    const uint64_t *wk = (wkp); \
    uint64_t a = (state)[0], b = (state)[1], c = (state)[2], d = (state)[3]; \
    uint64_t e = (state)[4], f = (state)[5], g = (state)[6], h = (state)[7]; \
    SHA512_WKROUNDS8(0); s0; SHA512_WKROUNDS8(8); s1; SHA512_WKROUNDS8(16); s2; \
    SHA512_WKROUNDS8(24); s3; SHA512_WKROUNDS8(32); s4; SHA512_WKROUNDS8(40); s5; \
    SHA512_WKROUNDS8(48); s6; SHA512_WKROUNDS8(56); s7; SHA512_WKROUNDS8(64); \
    SHA512_WKROUNDS8(72); \
    (state)[0] += a; (state)[1] += b; (state)[2] += c; (state)[3] += d; \
    (state)[4] += e; (state)[5] += f; (state)[6] += g; (state)[7] += h; \
  } while (0)

static void sha512_rounds(uint64_t state[8], const uint64_t wkp[80])
{
  SHA512_ROUNDS_WITH(state, wkp, (void) 0, (void) 0, (void) 0, (void) 0, (void) 0, (void) 0,
                     (void) 0, (void) 0);
}

#endif

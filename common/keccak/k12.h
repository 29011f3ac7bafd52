/*
 * keccak/k12.h: KangarooTwelve (K12, KT128) with the empty customization string, on the sponge
 * of keccak/sponge.h with Keccak-p[1600, 12] (TurboSHAKE128).
 * Specified in "KangarooTwelve: fast hashing based on Keccak-p" (Bertoni, Daemen, Peeters,
 * Van Assche, Van Keer, Viguier; ACNS 2018) and RFC 9861 (2025), which calls it KT128:
 *   S = M || C || length_encode(|C|), so with C empty S = M || 00.
 *   |S| <= 8192: the output is TurboSHAKE128(S, domain byte 07).
 *   Otherwise S is cut into 8192-byte chunks S_0 .. S_{n-1}; each S_i (i >= 1) is a leaf with
 *   chaining value CV_i = TurboSHAKE128(S_i, 0B) (32 bytes), and the output is
 *   TurboSHAKE128(S_0 || 03 00 00 00 00 00 00 00 || CV_1 .. CV_{n-1} || length_encode(n - 1)
 *   || FF FF, 06).
 * Use: include one keccak/f1600-*.h (it runs the final node and short messages), optionally a
 * parallel permutation for the leaves (keccak/f1600x4-avx2.h or keccak/f1600x8-avx512.h), then
 * this file instead of keccak/sponge.h. Constant time: branches depend on lengths only.
 * Public domain (CC0).
 */
#ifndef KECCAK_K12_H
#define KECCAK_K12_H

#ifdef KECCAK_SPONGE_H
#error "include keccak/k12.h instead of keccak/sponge.h: K12's sponge has 12 rounds"
#endif
#define KECCAK_SPONGE_ROUNDS 12
#include "keccak/sponge.h"

#define K12_CHUNK 8192
#define K12_RATE KECCAK_SHAKE128_RATE
#define K12_BATCH 16  /* leaves hashed before their CVs go into the final node */

/* The parallel permutation the includer chose, if any: K12_PAR leaves at once. */
#if defined(KECCAK_F1600X8_AVX512_H)
#define K12_PAR 8
#define K12_PAR_LANE __m512i
#define K12_PAR_XORLANES keccakx8_xorlanes
#define K12_PAR_PERMUTE(s) keccakx8_p1600((s), 12)
#elif defined(KECCAK_F1600X4_AVX2_H)
#define K12_PAR 4
#define K12_PAR_LANE __m256i
#define K12_PAR_XORLANES keccakx4_xorlanes
#define K12_PAR_PERMUTE(s) keccakx4_p1600((s), 12)
#endif

/* CV of one leaf: TurboSHAKE128(in || (last ? 00 : nothing), 0B), 32 bytes */
static void k12_leaf(unsigned char cv[32], const unsigned char *in, size_t len, int last)
{
  static const unsigned char zero = 0;
  keccak_sponge k;
  keccak_init(&k, K12_RATE);
  keccak_absorb(&k, in, len);
  if (last) keccak_absorb(&k, &zero, 1);  /* length_encode(|C|) = 00 ends S */
  keccak_finalize(&k, 0x0b);
  keccak_squeeze(&k, cv, 32);
}

#ifdef K12_PAR
/* CVs of n <= K12_PAR whole chunks at in, in + 8192 ...: 48 blocks of 168 bytes, then the
   last 128 bytes with the padding (0B right after them, the final 80 at byte 167). With
   n < K12_PAR the spare states hash the first chunk again and their CVs are dropped. */
static void k12_leaves_par(unsigned char *cv, const unsigned char *in, int n)
{
  static const unsigned char pad[K12_RATE] = { [K12_CHUNK % K12_RATE] = 0x0b,
                                                [K12_RATE - 1] = 0x80 };
  K12_PAR_LANE s[25];
  const unsigned char *p[K12_PAR];
  uint64_t lane[K12_PAR];
  size_t block;
  int i, j;

  memset(s, 0, sizeof s);
  for (block = 0; block < K12_CHUNK / K12_RATE; ++block) {
    for (j = 0; j < K12_PAR; ++j) p[j] = in + (j < n ? j : 0) * K12_CHUNK + block * K12_RATE;
    K12_PAR_XORLANES(s, p, K12_RATE / 8);
    K12_PAR_PERMUTE(s);
  }
  for (j = 0; j < K12_PAR; ++j) p[j] = in + (j < n ? j : 0) * K12_CHUNK + block * K12_RATE;
  K12_PAR_XORLANES(s, p, (K12_CHUNK % K12_RATE) / 8);
  for (j = 0; j < K12_PAR; ++j) p[j] = pad;
  K12_PAR_XORLANES(s, p, K12_RATE / 8);
  K12_PAR_PERMUTE(s);
  for (i = 0; i < 4; ++i) {
    memcpy(lane, &s[i], sizeof lane);
    for (j = 0; j < n; ++j) bytes_store_le64(cv + 32 * j + 8 * i, lane[j]);
  }
}
#endif

/* CVs of n whole chunks */
static void k12_leaves(unsigned char *cv, const unsigned char *in, size_t n)
{
#ifdef K12_PAR
  /* a partial batch too: on Zen 4 K12_PAR states cost about 1.5 times one (the vector
     units split zmm work in two), so from two leaves on it is faster than one by one */
  while (n >= 2) {
    int m = n < K12_PAR ? (int) n : K12_PAR;
    k12_leaves_par(cv, in, m);
    n -= (size_t) m;
    in += (size_t) m * K12_CHUNK;
    cv += (size_t) m * 32;
  }
#endif
  for (; n > 0; --n, in += K12_CHUNK, cv += 32) k12_leaf(cv, in, K12_CHUNK, 0);
}

/* length_encode(x): x in big-endian bytes without leading zeros, then their number */
static size_t k12_length_encode(unsigned char out[9], size_t x)
{
  size_t n = 0, i, v;
  for (v = x; v > 0 && n < 8; v >>= 8) ++n;  /* n < 8 tells gcc that out[] is big enough */
  for (i = 0; i < n; ++i) out[i] = (unsigned char) (x >> (8 * (n - 1 - i)));
  out[n] = (unsigned char) n;
  return n + 1;
}

/* out = outlen bytes of K12(in, C = empty); out may overlap in (read first) */
static void k12(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen)
{
  static const unsigned char zero = 0, node[8] = { 3 }, end[2] = { 0xff, 0xff };
  unsigned char cv[32 * K12_BATCH], enc[9];
  keccak_sponge k;
  size_t rest, full, done, batch;

  keccak_init(&k, K12_RATE);
  if (inlen < K12_CHUNK) {  /* |S| = inlen + 1 <= 8192: one node */
    keccak_absorb(&k, in, inlen);
    keccak_absorb(&k, &zero, 1);
    keccak_finalize(&k, 0x07);
    keccak_squeeze(&k, out, outlen);
    return;
  }
  keccak_absorb(&k, in, K12_CHUNK);
  keccak_absorb(&k, node, sizeof node);
  rest = inlen - K12_CHUNK;
  full = rest / K12_CHUNK;  /* leaves inside M; one more holds M's tail and the 00 */
  for (done = 0; done < full; done += batch) {
    batch = full - done < K12_BATCH ? full - done : K12_BATCH;
    k12_leaves(cv, in + K12_CHUNK * (1 + done), batch);
    keccak_absorb(&k, cv, 32 * batch);
  }
  k12_leaf(cv, in + K12_CHUNK * (1 + full), rest % K12_CHUNK, 1);
  keccak_absorb(&k, cv, 32);
  keccak_absorb(&k, enc, k12_length_encode(enc, full + 1));
  keccak_absorb(&k, end, sizeof end);
  keccak_finalize(&k, 0x06);
  keccak_squeeze(&k, out, outlen);
}

#endif

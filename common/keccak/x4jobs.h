/*
 * keccak/x4jobs.h: many independent sponges of any lengths and rates on the four lanes of
 * keccak/f1600x4-avx2.h: each lane takes the next job as soon as its own is done, so a long
 * hash and a stream of short XOF calls share the same permutations (ML-KEM encapsulation
 * hashes the 1184-byte ek while three other lanes sample the matrix).
 * Specified in FIPS 202 (2015), section 4 (sponge) and 5.1 (pad10*1, with the domain bits in
 * the job's pad byte: 0x06 SHA-3, 0x1f SHAKE).
 * A job is one sponge: absorb in[0..len), then squeeze outblocks whole blocks of rate bytes to
 * out; keep, if not 0, receives the 25 lanes after the last block, to squeeze on with
 * keccak/sponge.h (as a keccak_sponge with pos = rate). Lengths depend only on public sizes.
 * Public domain (CC0).
 */
#ifndef KECCAK_X4JOBS_H
#define KECCAK_X4JOBS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "keccak/f1600x4-avx2.h"

typedef struct {
  const unsigned char *in;
  size_t len;
  unsigned rate;  /* at most 168 */
  unsigned char pad;
  unsigned char *out;
  size_t outblocks;  /* at least 1 */
  uint64_t *keep;
} keccakx4_job;

/* block k of a job's padded input (k < len / rate + 1) to b[0..rate), zeros after it */
static inline void keccakx4_block(unsigned char b[168], const keccakx4_job *job, size_t k)
{
  size_t start = k * job->rate, n = job->len - start < job->rate ? job->len - start : job->rate;
  memcpy(b, job->in + start, n);
  memset(b + n, 0, 168 - n);
  if (n < job->rate) {  /* the last block: pad10*1 after the domain bits */
    b[n] = job->pad;
    b[job->rate - 1] |= 0x80;
  }
}

/* s ^= the four 168-byte blocks p[j], as 21 lanes; four lanes of the four blocks at a time are
   32-byte loads transposed into four lane vectors */
static inline void keccakx4_xorblocks(__m256i s[25], const unsigned char *const p[4])
{
  __m256i a, b, c, d, u0, u1, u2, u3;
  unsigned i;
  for (i = 0; i < 20; i += 4) {
    a = _mm256_loadu_si256((const __m256i *) (p[0] + 8 * i));  /* lanes i..i+3 of block 0 */
    b = _mm256_loadu_si256((const __m256i *) (p[1] + 8 * i));
    c = _mm256_loadu_si256((const __m256i *) (p[2] + 8 * i));
    d = _mm256_loadu_si256((const __m256i *) (p[3] + 8 * i));
    u0 = _mm256_unpacklo_epi64(a, b);  /* a0 b0 a2 b2 */
    u1 = _mm256_unpackhi_epi64(a, b);  /* a1 b1 a3 b3 */
    u2 = _mm256_unpacklo_epi64(c, d);
    u3 = _mm256_unpackhi_epi64(c, d);
    s[i] = _mm256_xor_si256(s[i], _mm256_permute2x128_si256(u0, u2, 0x20));  /* lane i of each block */
    s[i + 1] = _mm256_xor_si256(s[i + 1], _mm256_permute2x128_si256(u1, u3, 0x20));
    s[i + 2] = _mm256_xor_si256(s[i + 2], _mm256_permute2x128_si256(u0, u2, 0x31));
    s[i + 3] = _mm256_xor_si256(s[i + 3], _mm256_permute2x128_si256(u1, u3, 0x31));
  }
  s[20] = _mm256_xor_si256(s[20], _mm256_set_epi64x((long long) bytes_load_le64(p[3] + 160), (long long) bytes_load_le64(p[2] + 160),
                                                    (long long) bytes_load_le64(p[1] + 160), (long long) bytes_load_le64(p[0] + 160)));
}

/* for n of the four states (lane numbers out[]): its first nl[] lanes to dst[] as bytes, and all
   25 lanes to keep[] where that is not 0. Four lanes of the four states at a time, transposed
   so that each state's four lanes are one 32-byte store. */
static inline void keccakx4_extract(const __m256i s[25], unsigned n, const unsigned out[4],
                                    unsigned char *const dst[4], const unsigned nl[4], uint64_t *const keep[4])
{
  __m256i t[4], u0, u1, u2, u3;
  uint64_t one[4];
  unsigned i, b, l;
  for (i = 0; i < 24; i += 4) {
    u0 = _mm256_unpacklo_epi64(s[i], s[i + 1]);      /* a0 b0 a2 b2 */
    u1 = _mm256_unpackhi_epi64(s[i], s[i + 1]);      /* a1 b1 a3 b3 */
    u2 = _mm256_unpacklo_epi64(s[i + 2], s[i + 3]);  /* c0 d0 c2 d2 */
    u3 = _mm256_unpackhi_epi64(s[i + 2], s[i + 3]);  /* c1 d1 c3 d3 */
    t[0] = _mm256_permute2x128_si256(u0, u2, 0x20);  /* lanes i..i+3 of state 0 */
    t[1] = _mm256_permute2x128_si256(u1, u3, 0x20);
    t[2] = _mm256_permute2x128_si256(u0, u2, 0x31);
    t[3] = _mm256_permute2x128_si256(u1, u3, 0x31);
    for (b = 0; b < n; ++b) {
      if (i + 4 <= nl[b]) _mm256_storeu_si256((__m256i *) (dst[b] + 8 * i), t[out[b]]);
      else if (i < nl[b]) {
        _mm256_storeu_si256((__m256i *) one, t[out[b]]);
        for (l = i; l < nl[b]; ++l) bytes_store_le64(dst[b] + 8 * l, one[l - i]);
      }
      if (keep[b]) _mm256_storeu_si256((__m256i *) (keep[b] + i), t[out[b]]);
    }
  }
  _mm256_storeu_si256((__m256i *) one, s[24]);
  for (b = 0; b < n; ++b) {
    if (nl[b] == 25) bytes_store_le64(dst[b] + 8 * 24, one[out[b]]);
    if (keep[b]) keep[b][24] = one[out[b]];
  }
}

static inline void keccakx4_run(const keccakx4_job *job, unsigned njobs)
{
  static const unsigned char zero[168];
  unsigned char block[4][168];
  const unsigned char *p[4];
  const keccakx4_job *cur[4] = { 0, 0, 0, 0 };
  size_t step[4] = { 0, 0, 0, 0 }, nabs[4] = { 0, 0, 0, 0 }, k;
  unsigned next = 0, i, j, active, absorbing, out[4], nl[4], nout;
  unsigned char *dst[4];
  uint64_t *keep[4];
  __m256i s[25];

  for (i = 0; i < 25; ++i) s[i] = _mm256_setzero_si256();
  for (;;) {
    active = absorbing = 0;
    for (j = 0; j < 4; ++j) {
      p[j] = zero;
      if (!cur[j] && next < njobs) {  /* a free lane starts the next job from the zero state */
        __m256i clear = _mm256_cmpeq_epi64(_mm256_setr_epi64x(0, 1, 2, 3), _mm256_set1_epi64x((long long) j));
        for (i = 0; i < 25; ++i) s[i] = _mm256_andnot_si256(clear, s[i]);
        cur[j] = &job[next++];
        step[j] = 0;
        nabs[j] = cur[j]->len / cur[j]->rate + 1;
      }
      if (!cur[j]) continue;
      active = 1;
      if (step[j] < nabs[j]) {
        keccakx4_block(block[j], cur[j], step[j]);
        p[j] = block[j];
        absorbing = 1;
      }
    }
    if (!active) return;
    if (absorbing) keccakx4_xorblocks(s, p);
    keccakx4_f1600(s);
    /* the lanes that squeeze after this permutation: where the block goes, its length in
       lanes, and where the whole state goes after a job's last block */
    for (j = 0, nout = 0; j < 4; ++j)
      if (cur[j] && step[j] + 1 >= nabs[j]) {
        k = step[j] + 1 - nabs[j];
        out[nout] = j;
        dst[nout] = cur[j]->out + k * cur[j]->rate;
        nl[nout] = cur[j]->rate / 8;
        keep[nout] = k + 1 == cur[j]->outblocks ? cur[j]->keep : 0;
        ++nout;
      }
    if (nout) keccakx4_extract(s, nout, out, dst, nl, keep);
    for (j = 0; j < 4; ++j)
      if (cur[j] && ++step[j] == nabs[j] + cur[j]->outblocks - 1) cur[j] = 0;  /* done: the lane is free */
  }
}

#endif

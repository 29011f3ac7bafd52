/*
 * photon/permutation-avx512.h: the PHOTON-256 permutation with AVX-512 VBMI, one cell per
 * byte of a zmm register (byte 8i + j = row i, column j). A round is AddConstants (one XOR)
 * and, for each column k of MixColumnSerial's matrix M, one VPERMB that gathers cell
 * (k, j + k) of ShiftRows into every row i of column j and one two-register VPERMI2B lookup
 * of M[i][k] * S[cell] (photon/mix-table.h), the eight summed. The lookups index registers,
 * not memory: constant time. Same interface and byte layout as photon/permutation-ref.h.
 * Specified in Z. Bao et al., "PHOTON-Beetle", NIST LWC finalist (2021), section 2.1.
 * Public domain (CC0).
 */
#ifndef PHOTON_PERMUTATION_H
#define PHOTON_PERMUTATION_H

#include <immintrin.h>
#include <stdint.h>
#include "photon/mix-table.h"

static const unsigned char photon_rc_avx512[12] = { 1, 3, 7, 14, 13, 11, 6, 12, 9, 2, 5, 10 };

static void photon_permute(unsigned char state[32])
{
  __m512i s, acc, rc, lo[8], hi[8], gather[8], rows, ic;
  __m256i packed;
  unsigned char g[64], r[64], c[64] = { 0 };
  int k, i, j, round;

  for (k = 0; k < 8; ++k) {
    lo[k] = _mm512_loadu_si512((const void *) photon_mix_sbox[k]);
    hi[k] = _mm512_loadu_si512((const void *) (photon_mix_sbox[k] + 64));
    for (i = 0; i < 8; ++i)
      for (j = 0; j < 8; ++j) g[8 * i + j] = (unsigned char) (8 * k + (j + k) % 8);
    gather[k] = _mm512_loadu_si512((const void *) g);
  }
  for (i = 0; i < 8; ++i) {
    for (j = 0; j < 8; ++j) r[8 * i + j] = (unsigned char) (16 * i);
    c[8 * i] = "\0\1\3\7\17\16\14\10"[i];
  }
  rows = _mm512_loadu_si512((const void *) r);
  ic = _mm512_loadu_si512((const void *) c);

  /* byte b's nibbles to bytes 2b and 2b + 1 */
  s = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i *) state));
  s = _mm512_or_si512(_mm512_and_si512(s, _mm512_set1_epi16(0x000F)),
                      _mm512_and_si512(_mm512_slli_epi16(s, 4), _mm512_set1_epi16(0x0F00)));
  for (round = 0; round < 12; ++round) {
    rc = _mm512_maskz_set1_epi8(0x0101010101010101ull, (char) photon_rc_avx512[round]);
    s = _mm512_xor_si512(s, _mm512_xor_si512(ic, rc));
    acc = _mm512_setzero_si512();
    for (k = 0; k < 8; ++k)
      acc = _mm512_xor_si512(acc, _mm512_permutex2var_epi8(lo[k],
              _mm512_or_si512(_mm512_permutexvar_epi8(gather[k], s), rows), hi[k]));
    s = acc;
  }
  s = _mm512_or_si512(_mm512_and_si512(s, _mm512_set1_epi16(0x000F)),
                      _mm512_and_si512(_mm512_srli_epi16(s, 4), _mm512_set1_epi16(0x00F0)));
  packed = _mm512_cvtepi16_epi8(s);
  _mm256_storeu_si256((__m256i *) state, packed);
}

#endif

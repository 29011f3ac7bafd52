/*
 * hpc/hpc.h: the Hasty Pudding Cipher (R. Schroeppel, "Hasty Pudding Cipher Specification",
 * AES round-1 candidate, June 1998) on 128-bit blocks: HPC-Medium, sub-cipher 3, with the
 * spice (the 512-bit secondary key) zero and no backup. The key schedule is the 1998 one of
 * the AES submission, before the May 1999 fix against D. Wagner's equivalent keys (the fix
 * adds `s2 += KX[i]` to the stirring; the designer's vectors predate it).
 * Words are 64 bits; bytes enter and leave as the Cryptix/NIST API orders them, each 64-bit
 * word low-order byte first (the specification's rule for character strings): a key of any
 * length is loaded so, its last partial word right-justified.
 * KX, 256 words plus a copy of the first 30, is filled from PI19, E19 and R220 by a
 * recurrence, the key xored in, then stirred three times (lossy, so it cannot be run back).
 * Not constant time: KX is indexed by the low byte of the state, which is secret.
 * Public domain (CC0).
 */
#ifndef HPC_HPC_H
#define HPC_HPC_H

#include <stdint.h>
#include <string.h>
#include "compiler/bytes.h"
#include "hpc/constants.h"           /* PI19, E19, R220: digits of pi, e and sqrt 2 */

#define HPC_SUBCIPHER 3                     /* HPC-Medium: blocks of 65 to 128 bits */
#define HPC_BLOCKBITS 128

typedef struct { uint64_t kx[256 + 30]; } hpc_key;

/* the stirring function: passes over KX with the state s0..s7 (1998 form, no Wagner fix) */
static inline void hpc_stir(uint64_t *kx, int passes)
{
  uint64_t s[8];
  int i, j;
  memcpy(s, kx + 248, sizeof s);
  for (j = 0; j < passes; ++j)
    for (i = 0; i < 256; ++i) {
      s[0] ^= (kx[i] ^ kx[(i + 83) & 255]) + kx[s[0] & 255];
      s[1] += s[0];
      s[3] ^= s[2];
      s[5] -= s[4];
      s[7] ^= s[6];
      s[3] += s[0] >> 13;
      s[4] ^= s[1] << 11;
      s[5] ^= s[3] << (s[1] & 31);
      s[6] += s[2] >> 17;
      s[7] |= s[3] + s[4];
      s[2] -= s[5];
      s[0] -= s[6] ^ (uint64_t) i;
      s[1] ^= s[5] + HPC_PI19;
      s[2] += s[7] >> j;
      s[2] ^= s[1];
      s[4] -= s[3];
      s[6] ^= s[5];
      s[0] += s[7];
      kx[i] = s[2] + s[6];
    }
}

/* the KX table of HPC-Medium for a key of keybytes bytes: xored in by chunks of 128 words
   (1024 bytes), each followed by a stirring; at least one stirring, even for no key */
static inline void hpc_setup(hpc_key *key, const unsigned char *k, int keybytes)
{
  uint64_t *kx = key->kx;
  int i, chunk;
  kx[0] = HPC_PI19 + HPC_SUBCIPHER;
  kx[1] = HPC_E19 * (uint64_t) (8 * keybytes);
  kx[2] = HPC_R220 << HPC_SUBCIPHER | HPC_R220 >> (64 - HPC_SUBCIPHER);
  for (i = 3; i < 256; ++i)
    kx[i] = kx[i - 1] + (kx[i - 2] ^ kx[i - 3] >> 23 ^ kx[i - 3] << 41);
  for (chunk = 0;; chunk += 1024) {
    for (i = chunk; i < keybytes && i < chunk + 1024; ++i)  /* byte i: bits 8 (i % 8) up */
      kx[(i - chunk) / 8] ^= (uint64_t) k[i] << 8 * (i % 8);
    hpc_stir(kx, 3);
    if (keybytes - chunk <= 1024) break;
  }
  memcpy(kx + 256, kx, 30 * sizeof kx[0]);
}

/* round i of HPC-Medium on (s0, s1); the spice terms are gone, the spice being zero */
#define HPC_ROUND(kx, s0, s1, i)                                                            \
  do {                                                                                      \
    uint64_t k_ = (kx)[(s0) & 255], kk_;                                                    \
    (s1) += k_;                                                                             \
    (s0) ^= k_ << 8;                                                                        \
    (s1) ^= (s0);                                                                           \
    (s0) -= (s1) >> 11;                                                                     \
    (s0) ^= (s1) << 2;                                                                      \
    (s0) += ((s0) << 32) ^ (HPC_PI19 + HPC_BLOCKBITS);                                      \
    (s0) ^= (s0) >> 17;                                                                     \
    (s0) ^= (s0) >> 34;                                                                     \
    (s0) += (s0) << (22 + ((s0) & 31));                                                     \
    (s0) ^= (s0) >> 23;                                                                     \
    k_ = (kx)[(s0) & 255];                                                                  \
    kk_ = (kx)[((s0) & 255) + 3 * (i) + 1];  /* at most 255 + 22: the copied 30 words */    \
    (s1) ^= k_;                                                                             \
    (s0) ^= kk_ << 8;                                                                       \
    kk_ ^= k_;                                                                              \
    (s1) += kk_ >> 5;                                                                       \
    (s0) -= kk_ << 12;                                                                      \
    (s0) ^= kk_ & ~(uint64_t) 255;                                                          \
    (s1) += (s0);                                                                           \
    (s0) += (s1) << 3;                                                                      \
    (s0) += (kx)[HPC_BLOCKBITS + 16 + (i)];                                                 \
    (s0) += (s0) << 22;                                                                     \
    (s0) ^= (s1) >> 4;                                                                      \
    (s0) ^= (s0) >> (33 + (i));                                                             \
  } while (0)

/* out = E(in), one 16-byte block */
static inline void hpc_encrypt(unsigned char out[16], const unsigned char in[16],
                               const hpc_key *key)
{
  const uint64_t *kx = key->kx;
  uint64_t s0 = bytes_load_le64(in) + kx[HPC_BLOCKBITS];
  uint64_t s1 = bytes_load_le64(in + 8) + kx[HPC_BLOCKBITS + 1];
  int i;
  for (i = 0; i < 8; ++i) HPC_ROUND(kx, s0, s1, i);
  bytes_store_le64(out, s0 + kx[HPC_BLOCKBITS + 8]);
  bytes_store_le64(out + 8, s1 + kx[HPC_BLOCKBITS + 9]);
}

#define HPC_LANES 4

/* out = E(in) for HPC_LANES blocks at once, round by round, so that the processor overlaps
   their chains (each round is one long dependent chain) */
static inline void hpc_encrypt_lanes(unsigned char out[16 * HPC_LANES],
                                     const unsigned char in[16 * HPC_LANES], const hpc_key *key)
{
  const uint64_t *kx = key->kx;
  uint64_t s0[HPC_LANES], s1[HPC_LANES];
  int i, l;
  for (l = 0; l < HPC_LANES; ++l) {
    s0[l] = bytes_load_le64(in + 16 * l) + kx[HPC_BLOCKBITS];
    s1[l] = bytes_load_le64(in + 16 * l + 8) + kx[HPC_BLOCKBITS + 1];
  }
  for (i = 0; i < 8; ++i)
    for (l = 0; l < HPC_LANES; ++l) HPC_ROUND(kx, s0[l], s1[l], i);
  for (l = 0; l < HPC_LANES; ++l) {
    bytes_store_le64(out + 16 * l, s0[l] + kx[HPC_BLOCKBITS + 8]);
    bytes_store_le64(out + 16 * l + 8, s1[l] + kx[HPC_BLOCKBITS + 9]);
  }
}

#endif

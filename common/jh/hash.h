/*
 * jh/hash.h: JH-224/256/384/512 around E8, "The Hash Function JH" (H. Wu; round 2, 2009, and
 * round 3, 2011), section 3: padding (a 1 bit, zeros, the 128-bit big-endian message length
 * in bits; at least 512 padding bits, so one or two extra blocks), the compression function
 * F8 (the 512-bit block is xored into the first half of the 1024-bit state before E8 and into
 * the second half after it) and the digest (the last bits of the final state).
 * The including file first includes one E8 (jh/e8-ref.h ...), which defines
 *   static void jh_e8(unsigned char h[128], int halfrounds);
 * so the padding is written once for every target, digest size and round count.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef JH_HASH_H
#define JH_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "jh/iv.h"

#define JH_ROUND2 71  /* 35.5 rounds: SUPERCOP's jh224, jh256, jh384, jh512 */
#define JH_ROUND3 84  /* 42 rounds: round3jh256, round3jh512 */

/* F8: one 64-byte block into the state */
static void jh_f8(unsigned char h[128], const unsigned char block[64], int halfrounds)
{
  int i;
  for (i = 0; i < 64; ++i) h[i] ^= block[i];
  jh_e8(h, halfrounds);
  for (i = 0; i < 64; ++i) h[64 + i] ^= block[i];
}

/* out = the outlen-byte (28, 32, 48 or 64) digest of in[0..inlen-1], E8 of halfrounds
   (JH_ROUND2 or JH_ROUND3). out may overlap in: the input is read before out is written. */
static void jh_hash(unsigned char *out, size_t outlen, int halfrounds,
                    const unsigned char *in, unsigned long long inlen)
{
  unsigned char h[128], last[128];
  size_t rest = (size_t) (inlen % 64), lastlen = rest ? 128 : 64, i;
  unsigned long long bits = inlen << 3, high = inlen >> 61, full = inlen / 64;
  int size = outlen == 28 ? 0 : outlen == 32 ? 1 : outlen == 48 ? 2 : 3;

  memcpy(h, jh_iv[halfrounds == JH_ROUND3][size], sizeof h);
  for (; full > 0; --full, in += 64) jh_f8(h, in, halfrounds);

  memset(last, 0, sizeof last);
  if (rest > 0) memcpy(last, in, rest);
  last[rest] = 0x80;
  for (i = 0; i < 8; ++i) {
    last[lastlen - 1 - i] = (unsigned char) (bits >> (8 * i));
    last[lastlen - 9 - i] = (unsigned char) (high >> (8 * i));
  }
  jh_f8(h, last, halfrounds);
  if (lastlen == 128) jh_f8(h, last + 64, halfrounds);

  memcpy(out, h + 128 - outlen, outlen);
}

#endif

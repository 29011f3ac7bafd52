/*
 * keccak/sponge.h: the Keccak sponge and the FIPS 202 functions SHA3-224/256/384/512,
 * SHAKE128 and SHAKE256, on top of the permutation the includer chose:
 *     #include "keccak/f1600-ref.h"      (or another keccak/f1600-*.h)
 *     #include "keccak/sponge.h"
 * Specified in FIPS 202 (2015), sections 4 (sponge), 5.1 (pad10*1) and 6 (domain bits: SHA-3
 * appends 01, SHAKE 1111; with the first pad bit that makes the bytes 0x06 and 0x1f).
 * Byte-oriented: bit strings are whole bytes, bit 0 of a byte first (FIPS 202 B.1).
 * Keccak of the final SHA-3 submission (round 3, 2011; SUPERCOP's keccak, keccakc*) is the same
 * sponge without domain bits: the first pad byte is 0x01 (KECCAK_PAD_KECCAK).
 * The permutation is keccak_p1600(s, KECCAK_SPONGE_ROUNDS), 24 rounds (Keccak-f[1600]) unless
 * the includer defines KECCAK_SPONGE_ROUNDS first (K12: 12). When the permutation header also
 * offers keccak_p1600_absorb (it defines KECCAK_P1600_ABSORB), whole blocks go through it: it
 * keeps the state in registers from one block to the next.
 * The position inside a block depends only on lengths, never on data, so everything here is
 * constant time for secret inputs and outputs.
 * Public domain (CC0).
 */
#ifndef KECCAK_SPONGE_H
#define KECCAK_SPONGE_H

#include <stddef.h>
#include <stdint.h>
#include "keccak/lanes.h"  /* bytes_load_le64, bytes_store_le64 */

#ifndef KECCAK_F1600_H
#error "include a keccak/f1600-*.h permutation before keccak/sponge.h"
#endif

#define KECCAK_SHAKE128_RATE 168
#define KECCAK_SHAKE256_RATE 136
#define KECCAK_SHA3_RATE(outbytes) (200 - 2 * (outbytes))
#define KECCAK_PAD_SHA3 0x06
#define KECCAK_PAD_SHAKE 0x1f
#define KECCAK_PAD_KECCAK 0x01

#ifndef KECCAK_SPONGE_ROUNDS
#define KECCAK_SPONGE_ROUNDS 24
#endif

/* An incremental sponge: init, absorb (any number of times), finalize, squeeze (any number). */
typedef struct {
  uint64_t s[25];
  unsigned rate;  /* bytes per block, a multiple of 8 */
  unsigned pos;   /* bytes of the current block already absorbed or squeezed */
} keccak_sponge;

static inline void keccak_init(keccak_sponge *k, unsigned rate)
{
  int i;
  for (i = 0; i < 25; ++i) k->s[i] = 0;
  k->rate = rate;
  k->pos = 0;
}

static inline void keccak_absorb(keccak_sponge *k, const unsigned char *in, size_t len)
{
  while (len > 0) {
    if (k->pos == 0 && len >= k->rate) {
      /* whole blocks a lane at a time: the common case for long messages */
#ifdef KECCAK_P1600_ABSORB
      size_t done = keccak_p1600_absorb(k->s, KECCAK_SPONGE_ROUNDS, in, len, k->rate);
      in += done;
      len -= done;
#else
      unsigned i;
      for (i = 0; i < k->rate / 8; ++i) k->s[i] ^= bytes_load_le64(in + 8 * i);
      keccak_p1600(k->s, KECCAK_SPONGE_ROUNDS);
      in += k->rate;
      len -= k->rate;
#endif
      continue;
    }
    k->s[k->pos / 8] ^= (uint64_t) *in++ << (8 * (k->pos % 8));
    --len;
    if (++k->pos == k->rate) {
      keccak_p1600(k->s, KECCAK_SPONGE_ROUNDS);
      k->pos = 0;
    }
  }
}

/* pad: the domain bits followed by the first bit of pad10*1 (KECCAK_PAD_SHA3, KECCAK_PAD_SHAKE) */
static inline void keccak_finalize(keccak_sponge *k, unsigned char pad)
{
  k->s[k->pos / 8] ^= (uint64_t) pad << (8 * (k->pos % 8));
  k->s[(k->rate - 1) / 8] ^= (uint64_t) 0x80 << 56;  /* the last bit of pad10*1 */
  k->pos = k->rate;  /* the first squeeze permutes */
}

static inline void keccak_squeeze(keccak_sponge *k, unsigned char *out, size_t len)
{
  unsigned i;
  while (len > 0) {
    if (k->pos == k->rate) {
      keccak_p1600(k->s, KECCAK_SPONGE_ROUNDS);
      k->pos = 0;
    }
    if (k->pos == 0 && len >= k->rate) {
      for (i = 0; i < k->rate / 8; ++i) bytes_store_le64(out + 8 * i, k->s[i]);
      out += k->rate;
      len -= k->rate;
      k->pos = k->rate;
      continue;
    }
    *out++ = (unsigned char) (k->s[k->pos / 8] >> (8 * (k->pos % 8)));
    ++k->pos;
    --len;
  }
}

/* one call: out = the first outlen bytes of the sponge on in */
static inline void keccak_hash(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen,
                               unsigned rate, unsigned char pad)
{
  keccak_sponge k;
  keccak_init(&k, rate);
  keccak_absorb(&k, in, inlen);
  keccak_finalize(&k, pad);
  keccak_squeeze(&k, out, outlen);
}

static inline void sha3_224(unsigned char out[28], const unsigned char *in, size_t inlen)
{
  keccak_hash(out, 28, in, inlen, KECCAK_SHA3_RATE(28), KECCAK_PAD_SHA3);
}

static inline void sha3_256(unsigned char out[32], const unsigned char *in, size_t inlen)
{
  keccak_hash(out, 32, in, inlen, KECCAK_SHA3_RATE(32), KECCAK_PAD_SHA3);
}

static inline void sha3_384(unsigned char out[48], const unsigned char *in, size_t inlen)
{
  keccak_hash(out, 48, in, inlen, KECCAK_SHA3_RATE(48), KECCAK_PAD_SHA3);
}

static inline void sha3_512(unsigned char out[64], const unsigned char *in, size_t inlen)
{
  keccak_hash(out, 64, in, inlen, KECCAK_SHA3_RATE(64), KECCAK_PAD_SHA3);
}

static inline void shake128(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen)
{
  keccak_hash(out, outlen, in, inlen, KECCAK_SHAKE128_RATE, KECCAK_PAD_SHAKE);
}

static inline void shake256(unsigned char *out, size_t outlen, const unsigned char *in, size_t inlen)
{
  keccak_hash(out, outlen, in, inlen, KECCAK_SHAKE256_RATE, KECCAK_PAD_SHAKE);
}

#endif

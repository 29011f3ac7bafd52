/*
 * groestl/hash.h: Groestl-256 and Groestl-512 around a compression function, "Groestl - a
 * SHA-3 candidate" version 2.0.1 (round 3, 2011), sections 3.1-3.3 and 3.6: the initial
 * value (zeros and the digest size in bits, big-endian, at the end of the state), padding
 * (a 1 bit, zeros, the number of blocks including the padding as a 64-bit big-endian number:
 * one extra block, or two when fewer than 9 bytes are left in the last one) and the output
 * (the last bits of Omega(h)).
 * The including file first includes one compression function (groestl/perm-bitslice.h,
 * groestl/perm256-aesni.h ...), which defines the type groestl_state and
 *   static void groestl_load(groestl_state *st, const unsigned char *bytes, int cols);
 *   static void groestl_blocks(groestl_state *st, const unsigned char *in, size_t nblocks,
 *                              int cols);
 *   static void groestl_output(unsigned char *out, size_t outlen, const groestl_state *st,
 *                              int cols);
 * for a state of 8 x cols bytes (cols = 8: Groestl-256; 16: Groestl-512), so the padding is
 * written once for every target and both sizes.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef GROESTL_HASH_H
#define GROESTL_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* out = the outlen-byte digest of in[0..inlen-1] with a state of 8 x cols bytes.
   out may overlap in: the whole input is read before out is written. */
static void groestl_hash(unsigned char *out, size_t outlen, int cols,
                         const unsigned char *in, unsigned long long inlen)
{
  groestl_state st;
  unsigned char last[256];
  size_t bytes = 8 * (size_t) cols, rest = (size_t) (inlen % bytes), i;
  size_t lastlen = rest + 9 <= bytes ? bytes : 2 * bytes;
  unsigned long long full = inlen / bytes, blocks = full + lastlen / bytes;

  memset(last, 0, bytes);
  last[bytes - 2] = (unsigned char) (outlen >> 5);  /* 8 outlen bits, big-endian */
  last[bytes - 1] = (unsigned char) (outlen << 3);
  groestl_load(&st, last, cols);
  if (full > 0) groestl_blocks(&st, in, (size_t) full, cols);

  memset(last, 0, lastlen);
  if (rest > 0) memcpy(last, in + (inlen - rest), rest);
  last[rest] = 0x80;
  for (i = 0; i < 8; ++i) last[lastlen - 1 - i] = (unsigned char) (blocks >> (8 * i));
  groestl_blocks(&st, last, lastlen / bytes, cols);

  groestl_output(out, outlen, &st, cols);
}

#endif

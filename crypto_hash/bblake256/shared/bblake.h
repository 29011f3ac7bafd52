/*
 * crypto_hash/bblake256/shared/bblake.h: bblake256, the two-stream BLAKE-256 tree of SUPERCOP:
 * the message is cut into 64-byte blocks m0, m1, m2, ... (the last one possibly short or
 * empty); stream 0 hashes the 64-byte block (0, 0, ..., 0) followed by m0 m2 m4 ..., stream 1
 * the block (1, 0, ..., 0) followed by m1 m3 m5 ...; the result is BLAKE-256 of the two 32-byte
 * digests. The streams are independent, so a vector unit can run both at once.
 * BLAKE-256 is specified in "SHA-3 proposal BLAKE" version 1.3 (2010); it comes from
 * common/blake/ (blake256-hash.h after one blake256_blocks). The including file also defines
 *   static void bblake256_pairs(uint32_t h0[8], uint32_t h1[8], const unsigned char *in,
 *                               size_t npairs, uint64_t t);
 * which compresses in[128 k .. 128 k + 63] into h0 and in[128 k + 64 .. 128 k + 127] into h1
 * for k < npairs, both with counter t + 64 k bytes (blake256_blocks' convention).
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef BBLAKE256_SHARED_BBLAKE_H
#define BBLAKE256_SHARED_BBLAKE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The states after the prefix blocks: blake256_blocks(h, (j, 0, ..., 0), 1, 64, 14) from the
   BLAKE-256 initial value, for j = 0, 1; precomputed (by crypto_hash/bblake256/ref's own
   blake256_blocks) to save two compressions per message. */
static const uint32_t bblake256_start[2][8] = {
  { 0xb5bfb2f9, 0x14cfcc63, 0xb85c549c, 0xc9b4184e,
    0x67dfc6ce, 0x29e9904b, 0xd59ee74e, 0xfaa9c653 },
  { 0x3174b284, 0x24796e24, 0x9fc2eecc, 0x236cb48c,
    0x15f7a368, 0x4fe6923e, 0x04fad360, 0x76aeea3a }
};

/* out = bblake256(in[0..inlen-1]); out may overlap in (all of in is read first) */
static void bblake256_hash(unsigned char out[32], const unsigned char *in,
                           unsigned long long inlen)
{
  uint32_t h0[8], h1[8];
  unsigned char digests[64];
  unsigned long long npairs = inlen / 128, done = 64 + 64 * npairs;   /* bytes per stream */
  size_t rest = (size_t) (inlen % 128), rest1 = rest > 64 ? rest - 64 : 0;

  memcpy(h0, bblake256_start[0], sizeof h0);
  memcpy(h1, bblake256_start[1], sizeof h1);
  if (npairs > 0) bblake256_pairs(h0, h1, in, (size_t) npairs, 128);
  in += 128 * npairs;

  /* the last (short or empty) block of each stream: stream 0 takes the first 64 bytes of what
     is left, stream 1 the rest; a full block goes through blake256_blocks first, so that the
     padding then fills a block of its own, as in BLAKE-256 */
  if (rest >= 64) {
    blake256_blocks(h0, in, 1, done + 64, 14);
    blake256_last(digests, h0, in + 64, 0, done + 64, 14);
  } else {
    blake256_last(digests, h0, in, rest, done + rest, 14);
  }
  blake256_last(digests + 32, h1, in + 64, rest1, done + rest1, 14);

  blake256_hash(out, digests, 64, 14);
}

#endif

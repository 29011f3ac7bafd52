/*
 * skein/hash.h: Skein as a plain hash (no key, no tree), "The Skein Hash Function Family"
 * version 1.3 (2010), sections 3.5 and 3.6: the chaining value starts at the precomputed
 * output of the configuration UBI (skein/iv.h), the message is one UBI of type Msg (zero
 * padded, at least one block), and the output is one UBI of type Out over the 8-byte counter
 * 0, truncated to the output length (at most one block here: every output of SUPERCOP's
 * skein* fits in the state size).
 * The including file first includes one block function (skein/threefish-ref.h ...), which
 * defines
 *   static void skein_block(uint64_t *h, const unsigned char *block, uint64_t t0, uint64_t t1,
 *                           int nw);
 * so the UBI chaining is written once for every target and the three state sizes.
 * Constant time: the only branches depend on the message length, which is public.
 * Public domain (CC0).
 */
#ifndef SKEIN_HASH_H
#define SKEIN_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "skein/constants.h"
#include "skein/iv.h"

/* out = the first outlen (<= 8 nw) bytes of Skein with an nw-word state, started from iv.
   out may overlap in: the whole input is read before out is written. */
static void skein_hash(unsigned char *out, size_t outlen, const uint64_t *iv, int nw,
                       const unsigned char *in, unsigned long long inlen)
{
  uint64_t h[16];
  unsigned char last[128];
  size_t bytes = 8 * (size_t) nw, rest, i;
  uint64_t pos = 0, t1 = SKEIN_TYPE_MSG | SKEIN_FIRST;

  for (i = 0; i < (size_t) nw; ++i) h[i] = iv[i];

  /* every block but the last; the last (1..bytes bytes, or none for the empty message)
     carries the Final flag, so a message of whole blocks keeps its last one for below */
  for (; inlen - pos > bytes; pos += bytes, in += bytes) {
    skein_block(h, in, pos + bytes, t1, nw);
    t1 = SKEIN_TYPE_MSG;
  }
  rest = (size_t) (inlen - pos);
  memset(last, 0, bytes);
  if (rest > 0) memcpy(last, in, rest);
  skein_block(h, last, inlen, t1 | SKEIN_FINAL, nw);

  /* the output UBI: one block holding the 64-bit counter 0, i.e. zeros, of 8 bytes */
  memset(last, 0, bytes);
  skein_block(h, last, 8, SKEIN_TYPE_OUT | SKEIN_FIRST | SKEIN_FINAL, nw);
  for (i = 0; i < outlen; ++i) out[i] = (unsigned char) (h[i / 8] >> (8 * (i % 8)));
}

#endif

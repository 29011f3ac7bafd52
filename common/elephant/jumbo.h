/*
 * elephant/jumbo.h: Elephant's Jumbo instance: Spongent-pi[176] (spongent/permutation.h) on
 * 22-byte blocks and its mask LFSR phi (x_0 <<< 1) ^ (x_3 << 7) ^ (x_19 >> 7), shifting the
 * bytes down by one. Include before elephant/aead.h. Specified in "Elephant v2" (2021), 2.3.
 * Public domain (CC0).
 */
#ifndef ELEPHANT_INSTANCE_H
#define ELEPHANT_INSTANCE_H

#include <string.h>
#define SPONGENT_BITS 176
#include "spongent/permutation.h"

#define ELEPHANT_BLOCK 22
#define elephant_permute spongent_permute

static void elephant_lfsr(unsigned char *out, const unsigned char *in)
{
  unsigned char x = (unsigned char) ((in[0] << 1 | in[0] >> 7) ^ (in[3] << 7) ^ (in[19] >> 7));
  memmove(out, in + 1, ELEPHANT_BLOCK - 1);
  out[ELEPHANT_BLOCK - 1] = x;
}

#endif

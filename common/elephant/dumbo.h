/*
 * elephant/dumbo.h: Elephant's Dumbo instance: Spongent-pi[160] (spongent/permutation.h) on
 * 20-byte blocks and its mask LFSR phi (x_0 <<< 3) ^ (x_3 << 7) ^ (x_13 >> 7), shifting the
 * bytes down by one. Include before elephant/aead.h. Specified in "Elephant v2" (2021), 2.3.
 * Public domain (CC0).
 */
#ifndef ELEPHANT_INSTANCE_H
#define ELEPHANT_INSTANCE_H

#include <string.h>
#define SPONGENT_BITS 160
#include "spongent/permutation.h"

#define ELEPHANT_BLOCK 20
#define elephant_permute spongent_permute

static void elephant_lfsr(unsigned char *out, const unsigned char *in)
{
  unsigned char x = (unsigned char) ((in[0] << 3 | in[0] >> 5) ^ (in[3] << 7) ^ (in[13] >> 7));
  memmove(out, in + 1, ELEPHANT_BLOCK - 1);
  out[ELEPHANT_BLOCK - 1] = x;
}

#endif

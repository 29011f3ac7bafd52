/*
 * elephant/delirium.h: Elephant's Delirium instance: Keccak-f[200] (keccak/f200.h) on 25-byte
 * blocks and its mask LFSR phi (x_0 <<< 1) ^ (x_2 <<< 1) ^ (x_13 << 1), shifting the bytes
 * down by one. Include before elephant/aead.h. Specified in "Elephant v2" (2021), 2.3.
 * Public domain (CC0).
 */
#ifndef ELEPHANT_INSTANCE_H
#define ELEPHANT_INSTANCE_H

#include <string.h>
#include "keccak/f200.h"

#define ELEPHANT_BLOCK 25
#define elephant_permute keccak_f200

static void elephant_lfsr(unsigned char *out, const unsigned char *in)
{
  unsigned char x = (unsigned char) ((in[0] << 1 | in[0] >> 7) ^ (in[2] << 1 | in[2] >> 7)
                                     ^ (in[13] << 1));
  memmove(out, in + 1, ELEPHANT_BLOCK - 1);
  out[ELEPHANT_BLOCK - 1] = x;
}

#endif

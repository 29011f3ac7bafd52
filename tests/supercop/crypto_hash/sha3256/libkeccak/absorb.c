/* SHA3-256 through libkeccak's incremental sponge, absorbing the message in three pieces. */
#include <libkeccak.a.headers/KeccakSponge.h>
#include "absorb.h"

int sha3256_in_pieces(unsigned char *out, const unsigned char *in, size_t inlen)
{
  KeccakWidth1600_SpongeInstance sponge;
  size_t third = inlen / 3;
  if (KeccakWidth1600_SpongeInitialize(&sponge, 1088, 512)) return -1;
  if (KeccakWidth1600_SpongeAbsorb(&sponge, in, third)) return -1;
  if (KeccakWidth1600_SpongeAbsorb(&sponge, in + third, third)) return -1;
  if (KeccakWidth1600_SpongeAbsorb(&sponge, in + 2 * third, inlen - 2 * third)) return -1;
  if (KeccakWidth1600_SpongeAbsorbLastFewBits(&sponge, 0x06)) return -1;
  return KeccakWidth1600_SpongeSqueeze(&sponge, out, 32);
}

/*
 * libkeccak.a.src/KeccakSponge.c: XKCP's KeccakWidth1600 sponge functions
 * (libkeccak.a.headers/KeccakSponge.h) over common/keccak's sponge. Compiled into the harness
 * library, so every implementation is linked with them, as SUPERCOP links libkeccak.a; an
 * archive member, pulled in only by a program that calls one of them. Public domain (CC0).
 */
#include "libkeccak.a.headers/KeccakSponge.h"

int KeccakWidth1600_SpongeInitialize(KeccakWidth1600_SpongeInstance *instance, unsigned int rate,
                                     unsigned int capacity)
{
  if (rate + capacity != 1600 || rate == 0 || rate % 64 != 0) return 1;
  keccak_init(&instance->sponge, rate / 8);
  instance->squeezing = 0;
  return 0;
}

int KeccakWidth1600_SpongeAbsorb(KeccakWidth1600_SpongeInstance *instance,
                                 const unsigned char *data, size_t dataByteLen)
{
  if (instance->squeezing) return 1;
  keccak_absorb(&instance->sponge, data, dataByteLen);
  return 0;
}

int KeccakWidth1600_SpongeAbsorbLastFewBits(KeccakWidth1600_SpongeInstance *instance,
                                            unsigned char delimitedData)
{
  keccak_sponge *k = &instance->sponge;
  if (instance->squeezing || delimitedData == 0) return 1;
  if ((delimitedData & 0x80) && k->pos == k->rate - 1) {
    /* its closing 1 fills the block's last bit: pad10*1's final 1 goes into the next block */
    keccak_absorb(k, &delimitedData, 1);
    keccak_finalize(k, 0);
  } else keccak_finalize(k, delimitedData);
  instance->squeezing = 1;
  return 0;
}

int KeccakWidth1600_SpongeSqueeze(KeccakWidth1600_SpongeInstance *instance, unsigned char *data,
                                  size_t dataByteLen)
{
  if (!instance->squeezing) KeccakWidth1600_SpongeAbsorbLastFewBits(instance, 0x01);
  keccak_squeeze(&instance->sponge, data, dataByteLen);
  return 0;
}

int KeccakWidth1600_Sponge(unsigned int rate, unsigned int capacity, const unsigned char *input,
                           size_t inputByteLen, unsigned char suffix, unsigned char *output,
                           size_t outputByteLen)
{
  KeccakWidth1600_SpongeInstance instance;
  if (KeccakWidth1600_SpongeInitialize(&instance, rate, capacity)) return 1;
  KeccakWidth1600_SpongeAbsorb(&instance, input, inputByteLen);
  if (KeccakWidth1600_SpongeAbsorbLastFewBits(&instance, suffix)) return 1;
  return KeccakWidth1600_SpongeSqueeze(&instance, output, outputByteLen);
}

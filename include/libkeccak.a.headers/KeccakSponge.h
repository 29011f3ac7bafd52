/*
 * libkeccak.a.headers/KeccakSponge.h: the sponge interface of XKCP's libkeccak (the Keccak
 * team's code package), which SUPERCOP builds and offers its implementations as
 * <libkeccak.a.headers/KeccakSponge.h>: Keccak[rate, capacity] on Keccak-f[1600], in one call
 * (KeccakWidth1600_Sponge) or incrementally (Initialize, Absorb, AbsorbLastFewBits, Squeeze).
 * Rates and capacities in bits, their sum 1600, the rate a multiple of 64; the suffix
 * ("delimited data") is the last bits of the message followed by a 1, as XKCP has it (0x06 for
 * SHA-3, 0x1F for SHAKE). Each returns 0, or 1 on a misuse. The code is common/keccak's sponge,
 * compiled into the including implementation (static). (doc/supercop.md.) Public domain (CC0).
 */
#ifndef libkeccak_KeccakSponge_h
#define libkeccak_KeccakSponge_h

#include <stddef.h>
#include "keccak/f1600-opt64.h"
#include "keccak/sponge.h"

typedef struct {
  keccak_sponge sponge;
  int squeezing;
} KeccakWidth1600_SpongeInstance;

static inline int KeccakWidth1600_SpongeInitialize(KeccakWidth1600_SpongeInstance *instance,
                                                   unsigned int rate, unsigned int capacity)
{
  if (rate + capacity != 1600 || rate == 0 || rate % 64 != 0) return 1;
  keccak_init(&instance->sponge, rate / 8);
  instance->squeezing = 0;
  return 0;
}

static inline int KeccakWidth1600_SpongeAbsorb(KeccakWidth1600_SpongeInstance *instance,
                                               const unsigned char *data, size_t dataByteLen)
{
  if (instance->squeezing) return 1;
  keccak_absorb(&instance->sponge, data, dataByteLen);
  return 0;
}

static inline int KeccakWidth1600_SpongeAbsorbLastFewBits(KeccakWidth1600_SpongeInstance *instance,
                                                          unsigned char delimitedData)
{
  if (instance->squeezing || delimitedData == 0) return 1;
  keccak_finalize(&instance->sponge, delimitedData);
  instance->squeezing = 1;
  return 0;
}

static inline int KeccakWidth1600_SpongeSqueeze(KeccakWidth1600_SpongeInstance *instance,
                                                unsigned char *data, size_t dataByteLen)
{
  if (!instance->squeezing) KeccakWidth1600_SpongeAbsorbLastFewBits(instance, 0x01);
  keccak_squeeze(&instance->sponge, data, dataByteLen);
  return 0;
}

static inline int KeccakWidth1600_Sponge(unsigned int rate, unsigned int capacity,
                                         const unsigned char *input, size_t inputByteLen,
                                         unsigned char suffix, unsigned char *output,
                                         size_t outputByteLen)
{
  KeccakWidth1600_SpongeInstance instance;
  if (KeccakWidth1600_SpongeInitialize(&instance, rate, capacity)) return 1;
  KeccakWidth1600_SpongeAbsorb(&instance, input, inputByteLen);
  if (KeccakWidth1600_SpongeAbsorbLastFewBits(&instance, suffix)) return 1;
  return KeccakWidth1600_SpongeSqueeze(&instance, output, outputByteLen);
}

#endif

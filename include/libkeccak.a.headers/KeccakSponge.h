/*
 * libkeccak.a.headers/KeccakSponge.h: the sponge interface of XKCP's libkeccak (the Keccak
 * team's code package), which SUPERCOP builds, links into every program and offers its
 * implementations as <libkeccak.a.headers/KeccakSponge.h>: Keccak[rate, capacity] on
 * Keccak-f[1600], in one call (KeccakWidth1600_Sponge) or incrementally (Initialize, Absorb,
 * AbsorbLastFewBits, Squeeze). Rates and capacities in bits, their sum 1600, the rate a multiple
 * of 64; the suffix ("delimited data") is the last bits of the message followed by a 1, as XKCP
 * has it (0x06 for SHA-3, 0x1F for SHAKE). Each returns 0, or 1 on a misuse.
 * Declared here, defined once in the harness library (include/libkeccak.a.src/, over
 * common/keccak's sponge) and linked into every implementation, as SUPERCOP links libkeccak.a:
 * a folder that declares these functions itself (XKCP's own headers) reaches them too.
 * (doc/supercop.md.) Public domain (CC0).
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

int KeccakWidth1600_SpongeInitialize(KeccakWidth1600_SpongeInstance *instance, unsigned int rate,
                                     unsigned int capacity);
int KeccakWidth1600_SpongeAbsorb(KeccakWidth1600_SpongeInstance *instance,
                                 const unsigned char *data, size_t dataByteLen);
int KeccakWidth1600_SpongeAbsorbLastFewBits(KeccakWidth1600_SpongeInstance *instance,
                                            unsigned char delimitedData);
int KeccakWidth1600_SpongeSqueeze(KeccakWidth1600_SpongeInstance *instance, unsigned char *data,
                                  size_t dataByteLen);
int KeccakWidth1600_Sponge(unsigned int rate, unsigned int capacity, const unsigned char *input,
                           size_t inputByteLen, unsigned char suffix, unsigned char *output,
                           size_t outputByteLen);

#endif

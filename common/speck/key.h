/*
 * speck/key.h: what simonspeck/ctr.c needs of Speck, for the parameters the including file
 * defines, SPECK_WORDBITS (32 or 64), SPECK_KEYWORDS (m) and SPECK_ROUNDS: the expanded key
 * (round keys, speck/speck.h) and one block at a time in portable C, which every
 * implementation uses for its setup and a last partial block.
 * Public domain (CC0).
 */
#ifndef SPECK_KEY_H
#define SPECK_KEY_H

#include "speck/speck.h"

#define CTR_WORDBITS SPECK_WORDBITS
#define CTR_KEY speck_key
#if SPECK_WORDBITS == 64
typedef struct { uint64_t rk[SPECK_ROUNDS]; } speck_key;
#define SPECK_EXPAND speck128_expand
#define SPECK_ENCRYPT speck128_encrypt
#else
typedef struct { uint32_t rk[SPECK_ROUNDS]; } speck_key;
#define SPECK_EXPAND speck64_expand
#define SPECK_ENCRYPT speck64_encrypt
#endif

#define ctr_setup(key, k) SPECK_EXPAND((key)->rk, k, SPECK_KEYWORDS, SPECK_ROUNDS)
#define ctr_block(key, x, y) SPECK_ENCRYPT(x, y, (key)->rk, SPECK_ROUNDS)

#endif

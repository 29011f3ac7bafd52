/*
 * simon/key.h: what simonspeck/ctr.c needs of Simon, for the parameters the including file
 * defines, SIMON_WORDBITS (32 or 64), SIMON_KEYWORDS (m), SIMON_ROUNDS and SIMON_Z (the
 * round-constant sequence, SIMON_Z2, _Z3 or _Z4): the expanded key (round keys,
 * simon/simon.h) and one block at a time in portable C, which every implementation uses for
 * its setup and a last partial block.
 * Public domain (CC0).
 */
#ifndef SIMON_KEY_H
#define SIMON_KEY_H

#include "simon/simon.h"

#define CTR_WORDBITS SIMON_WORDBITS
#define CTR_KEY simon_key
#if SIMON_WORDBITS == 64
typedef struct { uint64_t rk[SIMON_ROUNDS]; } simon_key;
#define SIMON_EXPAND simon128_expand
#define SIMON_ENCRYPT simon128_encrypt
#else
typedef struct { uint32_t rk[SIMON_ROUNDS]; } simon_key;
#define SIMON_EXPAND simon64_expand
#define SIMON_ENCRYPT simon64_encrypt
#endif

#define ctr_setup(key, k) SIMON_EXPAND((key)->rk, k, SIMON_KEYWORDS, SIMON_ROUNDS, SIMON_Z)
#define ctr_block(key, x, y) SIMON_ENCRYPT(x, y, (key)->rk, SIMON_ROUNDS)

#endif

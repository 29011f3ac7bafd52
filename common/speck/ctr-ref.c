/*
 * speck/ctr-ref.c: Speck in counter mode (simonspeck/ctr.c), one block at a time in portable
 * C (speck/speck.h), for the ref implementations of crypto_stream/speck*ctr. The including
 * file defines SPECK_WORDBITS (32 or 64), SPECK_KEYWORDS (m) and SPECK_ROUNDS.
 * Constant time. Public domain (CC0).
 */
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

#include "simonspeck/ctr.c"

/* crypto_stream/magenta128ctr/amd64-avx512: MAGENTA in counter mode (ctr128/ctr.c), 8 blocks at
   a time with AVX-512 VBMI table lookups in registers (magenta/avx512.h); constant time.
   Public domain (CC0). */
#include "magenta/avx512.h"

#define CTR_KEY magenta_key
#define CTR_PAR MAGENTA_AVX512_BLOCKS
#define ctr_setup(key, k) magenta_setup(key, k, 16)
#define ctr_encrypt(key, out, in) magenta_avx512_encrypt(out, in, key)
#include "ctr128/ctr.c"

/* crypto_stream/saferplus128ctr/amd64-avx512: SAFER+ in counter mode (ctr128/ctr.c), 8 blocks
   at a time with AVX-512 VBMI table lookups in registers (saferplus/avx512.h); constant time.
   Public domain (CC0). */
#include "saferplus/avx512.h"

#define CTR_KEY saferplus_key
#define CTR_PAR SAFERPLUS_AVX512_BLOCKS
#define ctr_setup(key, k) saferplus_setup(key, k, 16)
#define ctr_encrypt(key, out, in) saferplus_avx512_encrypt(out, in, key)
#include "ctr128/ctr.c"

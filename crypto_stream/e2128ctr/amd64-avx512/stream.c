/* crypto_stream/e2128ctr/amd64-avx512: E2 in counter mode (ctr128/ctr.c), 8 blocks at a time
   with AVX-512 VBMI S-box lookups in registers (e2/avx512.h). Not constant time: the key
   schedule (e2/e2.h) looks up the S-box in a table at secret bytes, which TIMECOP reports, so
   no goal files. Public domain (CC0). */
#include "e2/avx512.h"

#define CTR_KEY e2_key
#define CTR_PAR E2_AVX512_BLOCKS
#define ctr_setup(key, k) e2_setup(key, k, 16)
#define ctr_encrypt(key, out, in) e2_avx512_encrypt(out, in, key)
#include "ctr128/ctr.c"

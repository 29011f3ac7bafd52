/* crypto_stream/crypton128ctr/amd64-avx512: CRYPTON v0.5 in counter mode (ctr128/ctr.c), 8 blocks
   at a time with AVX-512 VBMI S-box lookups in registers (crypton/avx512.h). Not constant time:
   the key schedule (crypton/crypton.h) looks up its S-boxes in tables at secret bytes, which
   TIMECOP reports, so no goal files.
   Public domain (CC0). */
#include "crypton/avx512.h"

#define CTR_KEY crypton_key
#define CTR_PAR CRYPTON_AVX512_BLOCKS
#define ctr_setup(key, k) crypton_setup(key, k, 16)
#define ctr_encrypt(key, out, in) crypton_avx512_encrypt(out, in, key)
#include "ctr128/ctr.c"

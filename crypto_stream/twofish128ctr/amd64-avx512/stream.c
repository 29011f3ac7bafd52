/* crypto_stream/twofish128ctr/amd64-avx512: Twofish with a 128-bit key in counter mode
   (ctr128/ctr.c), 16 blocks at a time in zmm registers, the S-boxes looked up by VPERMI2B
   and the MDS matrix by byte shuffles and GF2P8AFFINEQB, the key schedule by the same
   lookups (twofish/avx512.h): no table lookup at a secret address, constant time.
   Public domain (CC0). */
#if !defined(__AVX512BW__) || !defined(__AVX512VBMI__) || !defined(__GFNI__)
#error "needs AVX-512 BW and VBMI, and GFNI"
#endif
#include "twofish/avx512.h"

#define CTR_KEY tf_avx512_key
#define CTR_PAR 16
#define ctr_setup tf_avx512_setup
#define ctr_encrypt tf_avx512_encrypt
#include "ctr128/ctr.c"

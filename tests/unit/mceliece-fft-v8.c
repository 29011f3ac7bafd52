/* tests/unit/mceliece-fft-v8.c: tests/unit/mceliece-fft.c for m = 13 and t = 128 with the
   Berlekamp-Massey steps on v8 words, as compiler lines with AVX-512 have them (mceliece/avx2/
   bm.h, MC_BM_V8; here without AVX-512 they run on pairs of words). Public domain (CC0). */
#define MC_SET "mceliece/sets/mceliece8192128.h"
#define MC_BM_V8 1
#include "mceliece-fft.c"

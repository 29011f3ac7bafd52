/* tests/unit/mceliece-fft-m13.c: tests/unit/mceliece-fft.c for m = 13 and t = 119 (a t below
   2^(m-6), whose x^t lies inside the FFT's words). Public domain (CC0). */
#define MC_SET "mceliece/sets/mceliece6960119.h"
#include "mceliece-fft.c"

/* crypto_kem/mceliece460896/amd64-avx2: Classic McEliece with AVX2 where it pays (the parts
   mceliece/kem.c lists under MCELIECE_FAST_*), on the unrolled 64-bit Keccak. The code is
   common/mceliece/, shared with ref and the other sets; mceliece/sets/mceliece460896.h says which set
   this is. Public domain (CC0). */
#include "mceliece/sets/mceliece460896.h"
#define MCELIECE_FAST_KEYGEN
#include "keccak/f1600-opt64.h"
#define MCELIECE_FAST_DECODE
#include "mceliece/kem.c"

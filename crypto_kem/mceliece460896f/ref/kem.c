/* crypto_kem/mceliece460896f/ref: portable C on the reference Keccak. The code is common/mceliece/,
   shared by the ten parameter sets; mceliece/sets/mceliece460896f.h says which this is. Public domain (CC0). */
#include "mceliece/sets/mceliece460896f.h"
#include "keccak/f1600-ref.h"
#include "mceliece/kem.c"

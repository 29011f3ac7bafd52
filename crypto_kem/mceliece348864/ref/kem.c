/* crypto_kem/mceliece348864/ref: portable C on the reference Keccak. The code is common/mceliece/,
   shared by the ten parameter sets; mceliece/sets/mceliece348864.h says which this is. Public domain (CC0). */
#include "mceliece/sets/mceliece348864.h"
#include "keccak/f1600-ref.h"
#include "mceliece/kem.c"

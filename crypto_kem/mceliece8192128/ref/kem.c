/* crypto_kem/mceliece8192128/ref: portable C on the reference Keccak. The code is common/mceliece/,
   shared by the ten parameter sets; mceliece/sets/mceliece8192128.h says which this is. Public domain (CC0). */
#include "mceliece/sets/mceliece8192128.h"
#include "keccak/f1600-ref.h"
#include "mceliece/kem.c"

/* crypto_kem/mlkem1024/ref: ML-KEM-1024 (FIPS 203, k = 4), portable C on the reference Keccak.
   The code is common/mlkem/, shared by the three parameter sets. Public domain (CC0). */
#define MLKEM_K 4
#include "keccak/f1600-ref.h"
#include "mlkem/poly-ref.h"
#include "mlkem/kem.c"

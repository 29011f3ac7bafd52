/* crypto_kem/mlkem512/ref: ML-KEM-512 (FIPS 203, k = 2), portable C on the reference Keccak.
   The code is common/mlkem/, shared by the three parameter sets. Public domain (CC0). */
#define MLKEM_K 2
#include "keccak/f1600-ref.h"
#include "mlkem/poly-ref.h"
#include "mlkem/kem.c"

/* crypto_kem/mlkem768/ref: ML-KEM-768 (FIPS 203, k = 3), portable C on the reference Keccak.
   The code is common/mlkem/, shared by the three parameter sets. Public domain (CC0). */
#define MLKEM_K 3
#include "keccak/f1600-ref.h"
#include "mlkem/poly-ref.h"
#include "mlkem/kem.c"

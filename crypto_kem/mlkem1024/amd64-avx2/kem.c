/* crypto_kem/mlkem1024/amd64-avx2: ML-KEM-1024 (FIPS 203, k = 4) with AVX2: vectorised NTT and
   base multiplication, matrix and noise sampled four at a time (keccak/f1600x4-avx2.h), the
   remaining hashes on the unrolled 64-bit Keccak. Needs AVX2 (mlkem/arith-avx2.h stops the
   build without it). The code is common/mlkem/, shared with ref. Public domain (CC0). */
#define MLKEM_K 4
#include "keccak/f1600-opt64.h"
#include "mlkem/poly-avx2.h"
#include "mlkem/kem.c"

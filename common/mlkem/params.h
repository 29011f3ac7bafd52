/*
 * mlkem/params.h: ML-KEM parameter sets and sizes, derived from MLKEM_K (2, 3 or 4), which the
 * includer defines: ML-KEM-512, ML-KEM-768, ML-KEM-1024.
 * Specified in FIPS 203 (2024), section 8, Table 2 (parameters) and Table 3 (sizes).
 * Public domain (CC0).
 */
#ifndef MLKEM_PARAMS_H
#define MLKEM_PARAMS_H

#if !defined(MLKEM_K) || (MLKEM_K != 2 && MLKEM_K != 3 && MLKEM_K != 4)
#error "define MLKEM_K as 2, 3 or 4 before including the mlkem/ headers"
#endif

#define MLKEM_N 256
#define MLKEM_Q 3329

#if MLKEM_K == 2
#define MLKEM_ETA1 3
#else
#define MLKEM_ETA1 2
#endif
#define MLKEM_ETA2 2

#if MLKEM_K == 4
#define MLKEM_DU 11
#define MLKEM_DV 5
#else
#define MLKEM_DU 10
#define MLKEM_DV 4
#endif

#define MLKEM_POLYBYTES 384  /* ByteEncode_12 of one polynomial */
#define MLKEM_PKE_SECRETKEYBYTES (MLKEM_POLYBYTES * MLKEM_K)
#define MLKEM_PUBLICKEYBYTES (MLKEM_POLYBYTES * MLKEM_K + 32)
#define MLKEM_SECRETKEYBYTES (2 * MLKEM_POLYBYTES * MLKEM_K + 96)
#define MLKEM_CIPHERTEXTBYTES (32 * (MLKEM_DU * MLKEM_K + MLKEM_DV))
#define MLKEM_BYTES 32

#endif

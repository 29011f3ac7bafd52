/*
 * mceliece/params.h: the sizes of a Classic McEliece parameter set, derived from what the
 * set's mceliece/sets/<set>.h defines before including the mceliece/ code:
 *   MCELIECE_M      m, bits of a field element (12 or 13)
 *   MCELIECE_N      n, the code length
 *   MCELIECE_T      t, the number of errors
 *   MCELIECE_FTAIL  F(y) - y^t, the polynomial that defines GF(2^mt) over GF(2^m), as
 *                   { {degree, coefficient}, ... }
 *   MCELIECE_SEMI   1 for the f sets (semi-systematic public key, mu = 32, nu = 64), else 0
 * Specified in Classic McEliece: conservative code-based cryptography: cryptosystem
 * specification (round 4, 2022), sections 2 (parameters), 6 (byte formats) and 7 (sets).
 * Public domain (CC0).
 */
#ifndef MCELIECE_PARAMS_H
#define MCELIECE_PARAMS_H

#if !defined(MCELIECE_M) || !defined(MCELIECE_N) || !defined(MCELIECE_T) || !defined(MCELIECE_SEMI)
#error "mceliece/sets/<set>.h defines MCELIECE_M, _N, _T, _FTAIL and _SEMI first"
#endif

/* inlined even at -Os and -O1, where a constant strip width (mceliece/eliminate.h) pays */
#define MC_INLINE static inline __attribute__((always_inline))

#define MC_Q (1 << MCELIECE_M)                     /* field size, and the support's range */
#define MC_GFMASK (MC_Q - 1)
#define MC_ROWS (MCELIECE_M * MCELIECE_T)          /* mt: rows of the parity-check matrix */
#define MC_COLS (MCELIECE_N - MC_ROWS)             /* k: columns of the public key's T */
#define MC_ROWBYTES ((MC_COLS + 7) / 8)            /* one row of T in pk */
#define MC_SYNDBYTES ((MC_ROWS + 7) / 8)           /* the ciphertext C */
#define MC_NBYTES (MCELIECE_N / 8)                 /* an error vector e, and s */
#define MC_WORDS ((MCELIECE_N + 63) / 64)          /* a matrix row in 64-bit words */
#define MC_IRRBYTES (2 * MCELIECE_T)               /* g, t coefficients of 2 bytes */
#define MC_CONDBYTES ((MC_Q / 16) * (2 * MCELIECE_M - 1))  /* the Benes control bits */

/* sk = delta (32) || c, the pivot bitmap (8) || g || control bits || s */
#define MC_SK_G 40
#define MC_SK_COND (MC_SK_G + MC_IRRBYTES)
#define MC_SK_S (MC_SK_COND + MC_CONDBYTES)
#define MC_SK_BYTES (MC_SK_S + MC_NBYTES)

#if MCELIECE_M == 12
#define MC_GF_FOLD(h) ((h) ^ (h) << 3)                         /* z^12 = z^3 + 1 */
#elif MCELIECE_M == 13
#define MC_GF_FOLD(h) ((h) ^ (h) << 1 ^ (h) << 3 ^ (h) << 4)   /* z^13 = z^4 + z^3 + z + 1 */
#else
#error "MCELIECE_M is 12 or 13"
#endif

#if crypto_kem_PUBLICKEYBYTES != MC_ROWS * MC_ROWBYTES || crypto_kem_SECRETKEYBYTES != MC_SK_BYTES \
  || crypto_kem_CIPHERTEXTBYTES != MC_SYNDBYTES || crypto_kem_BYTES != 32
#error "api.h does not match the parameter set"
#endif

/* A bitsliced product or square p[0 .. 2m-2] (words of any type) reduced in place by the field
   polynomial: z^12 = z^3 + 1, z^13 = z^4 + z^3 + z + 1 (mceliece/vec.h, mceliece/avx2/v4.h) */
#if MCELIECE_M == 12
#define MC_REDUCE_UPPER(p, i) ((p)[(i) - 9] ^= (p)[i])
#else
#define MC_REDUCE_UPPER(p, i) ((p)[(i) - 9] ^= (p)[i], (p)[(i) - 10] ^= (p)[i], (p)[(i) - 12] ^= (p)[i])
#endif
#define MC_REDUCE_TERM(p, i) (MC_REDUCE_UPPER(p, i), (p)[(i) - MCELIECE_M] ^= (p)[i])
/* the same where p[i - m] has no value yet: it is set, not added to */
#define MC_REDUCE_TERM_SET(p, i) (MC_REDUCE_UPPER(p, i), (p)[(i) - MCELIECE_M] = (p)[i])
#define MC_REDUCE(p) \
  do { int r_; for (r_ = 2 * MCELIECE_M - 2; r_ >= MCELIECE_M; --r_) MC_REDUCE_TERM(p, r_); } while (0)

#endif

/*
 * sha256/functions.h: the six SHA-224/SHA-256 functions of FIPS 180-4 (NIST, 2015) section
 * 4.1.2 and the round of 6.2.2, on uint32_t, for the block functions that do their rounds in C (sha256/blocks-ref.h,
 * sha256/blocks-neon.h). Public domain (CC0).
 */
#ifndef SHA256_FUNCTIONS_H
#define SHA256_FUNCTIONS_H

#define SHA256_ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
#define SHA256_CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define SHA256_MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define SHA256_BSIG0(x) (SHA256_ROTR(x, 2) ^ SHA256_ROTR(x, 13) ^ SHA256_ROTR(x, 22))
#define SHA256_BSIG1(x) (SHA256_ROTR(x, 6) ^ SHA256_ROTR(x, 11) ^ SHA256_ROTR(x, 25))
#define SHA256_SSIG0(x) (SHA256_ROTR(x, 7) ^ SHA256_ROTR(x, 18) ^ ((x) >> 3))
#define SHA256_SSIG1(x) (SHA256_ROTR(x, 17) ^ SHA256_ROTR(x, 19) ^ ((x) >> 10))

/* One round of 6.2.2 step 3, kw = K[t] + W[t]. Instead of moving a..h down by one each
   round, the caller rotates the names, so a round is only the two assignments that produce
   new values. */
#define SHA256_ROUND(a, b, c, d, e, f, g, h, kw) do { \
    uint32_t t1 = h + SHA256_BSIG1(e) + SHA256_CH(e, f, g) + (kw); \
    d += t1; \
    h = t1 + SHA256_BSIG0(a) + SHA256_MAJ(a, b, c); \
  } while (0)

#endif

/*
 * mlkem/kem.c: ML-KEM through the SUPERCOP crypto_kem API, for k = MLKEM_K. Not compiled on
 * its own: an implementation defines MLKEM_K, includes a keccak/f1600-*.h permutation and a
 * mlkem/poly-*.h variant, then this file.
 * Specified in FIPS 203 (2024), section 7: ML-KEM.KeyGen (Algorithms 16, 19), ML-KEM.Encaps
 * (Algorithms 17, 20) with the encapsulation key check of 7.2, ML-KEM.Decaps (Algorithms 18,
 * 21) with the decapsulation key hash check of 7.3.
 * Randomness is drawn exactly as SUPERCOP's mlkem implementations draw it, because the try
 * checksum depends on the byte stream: keypair takes d then z (64 bytes), enc takes m (32),
 * dec takes nothing.
 * Public domain (CC0).
 */
#include <string.h>
#include "crypto_kem.h"
#include "crypto_uint8.h"
#include "crypto_declassify.h"
#include "randombytes.h"
#include "mlkem/pke.h"

#if crypto_kem_PUBLICKEYBYTES != MLKEM_PUBLICKEYBYTES || crypto_kem_SECRETKEYBYTES != MLKEM_SECRETKEYBYTES \
  || crypto_kem_CIPHERTEXTBYTES != MLKEM_CIPHERTEXTBYTES || crypto_kem_BYTES != MLKEM_BYTES
#error "api.h does not match MLKEM_K"
#endif

/* dk = dkPKE || ek || H(ek) || z */
#define MLKEM_SK_EK (MLKEM_PKE_SECRETKEYBYTES)
#define MLKEM_SK_H (MLKEM_SK_EK + MLKEM_PUBLICKEYBYTES)
#define MLKEM_SK_Z (MLKEM_SK_H + 32)

int crypto_kem_keypair(unsigned char *pk, unsigned char *sk)
{
  unsigned char dz[64];
  randombytes(dz, sizeof dz);  /* d = dz[0..31], z = dz[32..63] */
  mlkem_pke_keygen(pk, sk, dz);
  crypto_declassify(pk, MLKEM_PUBLICKEYBYTES);  /* ek is public */
  memcpy(sk + MLKEM_SK_EK, pk, MLKEM_PUBLICKEYBYTES);
  sha3_256(sk + MLKEM_SK_H, pk, MLKEM_PUBLICKEYBYTES);
  memcpy(sk + MLKEM_SK_Z, dz + 32, 32);
  return 0;
}

/* the modulus check of 7.2: every 12-bit value of ek's polynomials is below q (public data) */
static int mlkem_ek_valid(const unsigned char *ek)
{
  unsigned i, bad = 0;
  for (i = 0; i < MLKEM_POLYBYTES * MLKEM_K; i += 3) {
    unsigned a = ek[i] | (ek[i + 1] & 15u) << 8, b = ek[i + 1] >> 4 | (unsigned) ek[i + 2] << 4;
    bad |= (a >= MLKEM_Q) | (b >= MLKEM_Q);
  }
  return !bad;
}

int crypto_kem_enc(unsigned char *c, unsigned char *k, const unsigned char *pk)
{
  unsigned char mh[64], kr[64];  /* m || H(ek), then K || r */
  mlkem_matrix At;
  if (!mlkem_ek_valid(pk)) return -1;
  randombytes(mh, 32);
  mlkem_enc_hashes(mh + 32, &At, pk);
  sha3_512(kr, mh, 64);
  mlkem_pke_encrypt(c, pk, &At, mh, kr + 32);
  memcpy(k, kr, 32);
  return 0;
}

/* Everything is read from c and sk before k is written: try calls dec with k on top of either. */
int crypto_kem_dec(unsigned char *k, const unsigned char *c, const unsigned char *sk)
{
  const unsigned char *ek = sk + MLKEM_SK_EK;
  unsigned char mh[64], kr[64], kbar[32], c2[MLKEM_CIPHERTEXTBYTES];
  mlkem_matrix At;
  unsigned i;
  crypto_uint8 diff = 0, fail;

  mlkem_dec_hashes(kr, kbar, &At, ek, sk + MLKEM_SK_Z, c);
  for (i = 0; i < 32; ++i) diff |= (crypto_uint8) (kr[i] ^ sk[MLKEM_SK_H + i]);  /* hash check, 7.3 */
  crypto_declassify(&diff, sizeof diff);  /* only says whether dk is well formed */
  if (diff) return -1;

  mlkem_pke_decrypt(mh, sk, c);
  memcpy(mh + 32, sk + MLKEM_SK_H, 32);
  sha3_512(kr, mh, 64);

  mlkem_pke_encrypt(c2, ek, &At, mh, kr + 32);
  for (i = 0; i < MLKEM_CIPHERTEXTBYTES; ++i) diff |= (crypto_uint8) (c[i] ^ c2[i]);
  fail = crypto_uint8_nonzero_mask(diff);  /* implicit rejection without a branch */
  for (i = 0; i < 32; ++i) kr[i] ^= (unsigned char) (fail & (kr[i] ^ kbar[i]));
  memcpy(k, kr, 32);
  return 0;
}

/* glue-kem.c: cb_primitive for a crypto_kem implementation (glue.h). Public domain (CC0). */
#include "crypto_kem.h"
#include "glue.h"

const struct cb_primitive cb_primitive = {
  GLUE_COMMON(cb_kem, crypto_kem),
  .size = { crypto_kem_PUBLICKEYBYTES, crypto_kem_SECRETKEYBYTES, crypto_kem_BYTES,
            crypto_kem_CIPHERTEXTBYTES },
  .kem_keypair = crypto_kem_keypair,
  .kem_enc = crypto_kem_enc,
  .kem_dec = crypto_kem_dec,
};

/* glue-hash.c: cb_primitive for a crypto_hash implementation (glue.h). Public domain (CC0). */
#include "crypto_hash.h"
#include "glue.h"

const struct cb_primitive cb_primitive = {
  GLUE_COMMON(cb_hash, crypto_hash),
  .size = { crypto_hash_BYTES },
  .hash = crypto_hash,
};

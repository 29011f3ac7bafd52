/* glue-aead.c: cb_primitive for a crypto_aead implementation (glue.h). Public domain (CC0). */
#include "crypto_aead.h"
#include "glue.h"

const struct cb_primitive cb_primitive = {
  GLUE_COMMON(cb_aead, crypto_aead),
  .size = { crypto_aead_KEYBYTES, crypto_aead_NSECBYTES, crypto_aead_NPUBBYTES, crypto_aead_ABYTES },
#if crypto_aead_NOOVERLAP == 1
  .nooverlap = 1,
#endif
  .aead_encrypt = crypto_aead_encrypt,
  .aead_decrypt = crypto_aead_decrypt,
};

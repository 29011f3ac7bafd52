/* crypto_aead/aes128gcmv1/ref: AES-128-GCM, portable C and constant time: bitsliced AES and
   GHASH from integer multiplies (gcm/ref.h). Public domain (CC0). */
#include "gcm/ref.h"
#define GCM_CRYPT gcm_ref_crypt
#include "gcm/aead.c"

/* crypto_aead/aes128gcmv1/amd64-vaes: AES-128-GCM on AVX-512: VAES counter mode and
   VPCLMULQDQ GHASH over 16 blocks at a time, one reduction each (gcm/vaes.h).
   Public domain (CC0). */
#include "gcm/vaes.h"
#define GCM_CRYPT gcm_vaes_crypt
#include "gcm/aead.c"

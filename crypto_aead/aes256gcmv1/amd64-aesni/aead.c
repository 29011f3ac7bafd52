/* crypto_aead/aes256gcmv1/amd64-aesni: AES-256-GCM with AES-NI and PCLMULQDQ, for processors
   without VAES: 8 blocks in flight, one GHASH reduction per 8 (gcm/aesni.h).
   Public domain (CC0). */
#include "gcm/aesni.h"
#define GCM_CRYPT gcm_ni_crypt
#include "gcm/aead.c"

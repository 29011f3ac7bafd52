/* crypto_aead/aes128gcmv1/openssl: AES-128-GCM from OpenSSL's libcrypto, EVP aes-128-gcm
   (gcm/openssl.c), to measure ours against. Public domain (CC0). */
#include "gcm/openssl.c"

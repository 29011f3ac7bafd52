/* crypto_aead/aes256gcmv1/openssl: AES-256-GCM from OpenSSL's libcrypto, EVP aes-256-gcm
   (gcm/openssl.c), to measure ours against. Public domain (CC0). */
#include "gcm/openssl.c"

/* crypto_stream/aes192ctr/openssl: AES-192 in counter mode from OpenSSL's libcrypto, EVP
   aes-192-ctr (aes/openssl.c), to measure ours against. Public domain (CC0). */
#include "aes/openssl.c"

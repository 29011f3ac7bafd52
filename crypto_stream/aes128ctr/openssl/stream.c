/* crypto_stream/aes128ctr/openssl: AES-128 in counter mode from OpenSSL's libcrypto, EVP
   aes-128-ctr (aes/openssl.c), to measure ours against. Public domain (CC0). */
#include "aes/openssl.c"

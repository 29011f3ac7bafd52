/* crypto_stream/aes256ctr/openssl: AES-256 in counter mode from OpenSSL's libcrypto, EVP
   aes-256-ctr (aes/openssl.c), to measure ours against. Public domain (CC0). */
#include "aes/openssl.c"

/* crypto_stream.h of the folder itself, as crypto_aead/isapxv20/ref in SUPERCOP has one: its
   prototypes are outside the namespace and have C++ linkage. SUPERCOP's generated
   crypto_stream.h replaces it in its copy of the folder, so a build that used this one would
   fail to link (tests/supercop/README.md). Public domain (CC0). */
#ifndef CRYPTO_STREAM_H
#define CRYPTO_STREAM_H
int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k);
int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k);
#endif

#include <stddef.h>
#define sha3256_in_pieces CRYPTO_NAMESPACE(sha3256_in_pieces)
int sha3256_in_pieces(unsigned char *out, const unsigned char *in, size_t inlen);

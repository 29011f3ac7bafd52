/*
 * Fixture (tests/supercop/README.md): SHAKE256 (136 bytes out, as SUPERCOP's crypto_hash/
 * shake256) from SUPERCOP's subroutine crypto_xof_shake256; then the digest is written a second
 * time through crypto_sort_int32, crypto_xof_bitwrite16 and crypto_verify_32, the way Classic
 * McEliece uses them, and the call fails (returns -1) unless both agree. Not constant time.
 * Public domain (CC0).
 */
#include "crypto_hash.h"
#include "crypto_xof_shake256.h"
#include "crypto_sort_int32.h"
#include "crypto_xof_bitwrite16.h"
#include "crypto_verify_32.h"

#define BITS (8 * crypto_hash_BYTES)

int crypto_hash(unsigned char *out, const unsigned char *in, unsigned long long inlen)
{
  unsigned char h[crypto_hash_BYTES + 24], again[crypto_hash_BYTES + 24] = {0}, list[2 * BITS];
  int32_t positions[BITS];
  long long n = 0, i;

  crypto_xof_shake256(h, crypto_hash_BYTES, in, (long long) inlen);
  for (i = crypto_hash_BYTES; i < (long long) sizeof h; ++i) h[i] = 0;
  /* the positions of the set bits, last first, for crypto_sort_int32 to put in order */
  for (i = BITS - 1; i >= 0; --i)
    if (h[i / 8] >> (i % 8) & 1) positions[n++] = (int32_t) i;
  crypto_sort_int32(positions, n);
  for (i = 0; i < n; ++i) {
    if (i > 0 && positions[i - 1] >= positions[i]) return -1;
    list[2 * i] = (unsigned char) positions[i];
    list[2 * i + 1] = (unsigned char) (positions[i] >> 8);
  }
  crypto_xof_bitwrite16(again, crypto_hash_BYTES, list, 2 * n);
  for (i = 0; i < (long long) sizeof h; i += 32)
    if (crypto_verify_32(h + i, again + i) != 0) return -1;
  for (i = 0; i < crypto_hash_BYTES; ++i) out[i] = h[i];
  return 0;
}

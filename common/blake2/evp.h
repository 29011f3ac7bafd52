/*
 * blake2/evp.h: a digest through OpenSSL's EVP interface (libcrypto), for the `openssl'
 * implementations of crypto_hash/blake2b (EVP_blake2b512) and blake2s (EVP_blake2s256), which
 * measure a widely deployed BLAKE2 beside ours on the same harness. Both EVP digests are the
 * unkeyed, full-length BLAKE2 of RFC 7693, as SUPERCOP's crypto_hash. The implementation
 * folders carry a `libs' file (-lcrypto): where libcrypto does not link, the harness skips them.
 * OpenSSL allocates its context on the heap; that is OpenSSL's code, not ours.
 * Public domain (CC0).
 */
#ifndef BLAKE2_EVP_H
#define BLAKE2_EVP_H

#include <stddef.h>
#include <openssl/evp.h>

/* out = md(in[0..inlen-1]); 0 on success, -1 if OpenSSL fails (try then reports it) */
static int blake2_evp(unsigned char *out, const EVP_MD *md,
                      const unsigned char *in, unsigned long long inlen)
{
  EVP_MD_CTX *ctx = EVP_MD_CTX_new();
  int ok;

  if (!ctx) return -1;
  ok = EVP_DigestInit_ex(ctx, md, NULL);
  while (ok && inlen > 0) {
    /* in pieces of at most 2^30 bytes, in case size_t is narrower than unsigned long long */
    size_t take = inlen > (1UL << 30) ? (size_t) 1 << 30 : (size_t) inlen;
    ok = EVP_DigestUpdate(ctx, in, take);
    in += take;
    inlen -= take;
  }
  ok = ok && EVP_DigestFinal_ex(ctx, out, NULL);
  EVP_MD_CTX_free(ctx);
  return ok ? 0 : -1;
}

#endif

/*
 * kat-stream.c: official vectors for crypto_stream: Crypto++ blocks (Key, IV, Plaintext,
 * Ciphertext, Seek; or CiphertextXorDigest, the 64-byte blocks of the ciphertext XORed
 * together, for Test: EncryptXorDigest) and eSTREAM's verified vectors (key, IV, stream[a..b] excerpts of the
 * keystream), and block-cipher vectors (KEY, PT, CT: the AES candidates' known answers) for the
 * counter-mode primitives, whose first keystream block is E_k(nonce): the nonce is PT, and a
 * Monte Carlo record (NOTE says MONTE CARLO: CT is PT encrypted 10000 times) feeds each block
 * back as the next nonce. Records whose key or nonce length differs from the primitive's do not
 * apply. Public domain (CC0).
 */
#include <stdlib.h>
#include <string.h>
#include "cb.h"
#include "kat.h"

#define P cb_primitive
#define MAXLEN (1 << 18)             /* the longest vector: 2^17 bytes (salsa.txt) */

static unsigned char key[256], nonce[256], in[MAXLEN], out[MAXLEN], excerpt[MAXLEN];

/* eSTREAM: every field stream[a..b] is out[a..b] of the keystream */
static int excerpts(const struct kat_record *r)
{
  int i, found = 0;
  for (i = 0; i < r->n; ++i) {
    long a, b;
    char *end;
    if (strncmp(r->key[i], "stream[", 7)) continue;
    a = strtol(r->key[i] + 7, &end, 10);
    if (strncmp(end, "..", 2)) continue;
    b = strtol(end + 2, 0, 10);
    if (a < 0 || b < a || b >= MAXLEN) kat_fail(r, "bad excerpt %s", r->key[i]);
    P.stream(out, (unsigned long long) b + 1, nonce, key);
    if (kat_bytes(r->value[i], excerpt, MAXLEN) != b - a + 1) kat_fail(r, "%s has a wrong length", r->key[i]);
    if (memcmp(out + a, excerpt, (size_t) (b - a + 1))) kat_fail(r, "keystream %s differs", r->key[i]);
    found = 1;
  }
  return found;
}

/* Crypto++'s EncryptXorDigest: the ciphertext's 64-byte blocks XORed into one */
static int xor_digest(const struct kat_record *r)
{
  const char *pt = kat_get(r, "Plaintext");
  unsigned char digest[64] = { 0 };
  long len = pt ? kat_bytes(pt, in, MAXLEN) : -1, i;
  if (len < 0 || kat_get(r, "Seek64")) return 0;
  P.stream_xor(out, in, (unsigned long long) len, nonce, key);
  for (i = 0; i < len; ++i) digest[i % 64] ^= out[i];
  kat_expect(r, "CiphertextXorDigest", digest, 64);
  return 1;
}

/* a block-cipher vector: CT = E_k(PT), or E_k applied 10000 times (NIST's Monte Carlo test) */
static int block_vector(const struct kat_record *r)
{
  const char *note = kat_get(r, "NOTE");
  int i, times = note && strstr(note, "MONTE CARLO") ? 10000 : 1;
  if (P.size[1] != 16 || kat_bytes(kat_get(r, "PT"), nonce, sizeof nonce) != 16) return 0;
  for (i = 0; i < times; ++i) {
    P.stream(out, 16, nonce, key);
    memcpy(nonce, out, 16);
  }
  kat_expect(r, "CT", out, 16);
  return 1;
}

int kat_stream(const struct kat_record *r)
{
  const char *k = kat_get(r, "Key"), *n = kat_get(r, "IV"), *pt, *ct;
  long seek = 0, len;
  if (!n) n = kat_get(r, "Nonce");
  if (k && !n && kat_get(r, "PT") && kat_get(r, "CT"))
    return kat_bytes(k, key, sizeof key) == P.size[0] && block_vector(r);
  if (!k || !n) return 0;
  if (kat_bytes(k, key, sizeof key) != P.size[0] || kat_bytes(n, nonce, sizeof nonce) != P.size[1]) return 0;
  if (kat_get(r, "Test") && !strcmp(kat_get(r, "Test"), "EncryptXorDigest")) return xor_digest(r);
  if (!(ct = kat_get(r, "Ciphertext"))) return excerpts(r);
  if (kat_get(r, "Seek64")) return 0;        /* 2^38 bytes on: out of the API's reach */
  if (kat_get(r, "Seek")) seek = strtol(kat_get(r, "Seek"), 0, 10);
  len = kat_bytes(ct, excerpt, MAXLEN);
  if (len < 0 || seek < 0) kat_fail(r, "Ciphertext or Seek unusable");
  if (seek + len > MAXLEN) return 0;
  memset(in, 0, (size_t) (seek + len));
  pt = kat_get(r, "Plaintext");
  if (pt && kat_bytes(pt, in + seek, MAXLEN - seek) != len) kat_fail(r, "Plaintext and Ciphertext lengths differ");
  P.stream_xor(out, in, (unsigned long long) (seek + len), nonce, key);
  kat_expect(r, "Ciphertext", out + seek, len);
  return 1;
}

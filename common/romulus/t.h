/*
 * romulus/t.h: Romulus-T, the leakage-resilient mode of Romulus over SKINNY-128-384+:
 *   #include "skinny128/rows.h"     (or another SKINNY-128-384+ with its interface)
 *   #include "romulus/t.h"
 * A key Z = E_K(N) (domain 66); each message block is XORed with E_Z(N) (domain 64, counter)
 * and Z moves on to E_Z(N) (domain 65) before the next. The tag is E_K (TK2 = R, domain 68) of
 * L, where L || R is the Romulus-H hash (Hirose's double-block-length compression over
 * SKINNY-128-384+) of the AD, the ciphertext, the nonce and the final counter, each padded.
 * Specified in "Romulus v1.3", NIST LWC finalist (2021), section 2.6 (Algorithm Romulus-T)
 * and 2.7 (Romulus-H); the padding of the hash input follows the designers' reference code.
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified. Encryption hashes the AD's whole blocks and copies the rest
 * before it writes; decryption checks the tag (over the ciphertext) before it writes any
 * plaintext: outputs may be the same buffers as inputs. Public domain (CC0).
 */
#ifndef ROMULUS_T_H
#define ROMULUS_T_H

#include "romulus/tbc.h"

/* Romulus-H's state: two 16-byte halves. */
struct romulus_hash {
  unsigned char h[16], g[16];
};

/* Hirose's compression of a 32-byte block p: TK1 = g, TK2 || TK3 = p; h and h ^ 1 enciphered,
   each fed forward. */
static void romulus_compress(struct romulus_hash *x, const unsigned char p[32])
{
  skinny128_schedule rk;
  unsigned char h0[16];
  uint32_t tk1[4];
  skinny128_schedule_init(&rk);
  memcpy(h0, x->h, 16);
  skinny128_load_rows(tk1, x->g);
  memcpy(x->g, x->h, 16);
  x->g[0] ^= 1;
  skinny128_encrypt2_tweakey(x->h, x->g, tk1, tk1, p, p + 16, &rk);
  romulus_xor(x->h, h0, 16);
  romulus_xor(x->g, h0, 16);
  x->g[0] ^= 1;
}

/* len < size bytes padded to size (16 or 32) bytes: zeros, len mod 16 in the last byte. */
static void romulus_t_pad(unsigned char *out, const unsigned char *in, unsigned len, unsigned size)
{
  memset(out, 0, size);
  memcpy(out, in, len);
  out[size - 1] = (unsigned char) (len & 15);
}

/* p = N || cnt (7 bytes, little-endian) || padding, or cnt || padding: the hash's last block, the
   length in its last byte. */
static void romulus_t_last(unsigned char p[32], const unsigned char *npub, uint64_t cnt)
{
  unsigned char b[23];
  unsigned len = 0;
  int i;
  if (npub) {
    memcpy(b, npub, 16);
    len = 16;
  }
  for (i = 0; i < 7; ++i) b[len++] = (unsigned char) (cnt >> (8 * i));
  memset(p, 0, 32);
  memcpy(p, b, len);
  p[31] = (unsigned char) len;
}

/* In two parts, so that encryption can hash the AD's whole blocks (and keep the rest) before it
   writes the ciphertext over it. */
struct romulus_t_mac {
  struct romulus_hash x;
  unsigned char tail[32];              /* the AD's last alen % 32 bytes */
  unsigned tail_len;
  int a_open;                          /* the AD is not empty */
};

static void romulus_t_hash_ad(struct romulus_t_mac *mac, const unsigned char *a,
                              unsigned long long alen)
{
  memset(&mac->x, 0, sizeof mac->x);
  mac->a_open = alen > 0;
  for (; alen >= 32; a += 32, alen -= 32) romulus_compress(&mac->x, a);
  mac->tail_len = (unsigned) alen;
  memcpy(mac->tail, a, alen);
}

/* L || R = the hash of the AD (its whole blocks already in mac), the ciphertext C, the nonce
   and the counter after C's blocks. Padded as the designers' reference does: whole 32-byte
   blocks of A; then 16 to 31 bytes padded to 32, or 0 to 15 (A not empty) padded to 16 and
   completed by C's first 16 bytes, by all of a shorter C (padded), or by N when C is empty;
   the rest of C likewise, its end completed by N; then N (unless taken) and the counter. */
static void romulus_t_hash(struct romulus_t_mac *mac, unsigned char lr[32],
                           const unsigned char *c, unsigned long long clen,
                           const unsigned char *npub)
{
  struct romulus_hash x = mac->x;
  const unsigned char *a = mac->tail;
  unsigned alen = mac->tail_len;
  unsigned char p[32];
  uint64_t cnt = 1;
  int a_open = mac->a_open, c_open = clen > 0, n_open = 1;
  if (alen >= 16) {
    romulus_t_pad(p, a, alen, 32);
    romulus_compress(&x, p);
  } else if (a_open) {
    romulus_t_pad(p, a, alen, 16);
    if (clen >= 16) {
      memcpy(p + 16, c, 16);
      c += 16; clen -= 16;
      cnt = romulus_next(cnt);
    } else if (clen > 0) {
      romulus_t_pad(p + 16, c, (unsigned) clen, 16);
      clen = 0; c_open = 0;
      cnt = romulus_next(cnt);
    } else {
      memcpy(p + 16, npub, 16);
      n_open = 0;
    }
    romulus_compress(&x, p);
  }
  for (; clen >= 32; c += 32, clen -= 32) {
    romulus_compress(&x, c);
    cnt = romulus_next(romulus_next(cnt));
  }
  if (clen >= 16) {
    romulus_t_pad(p, c, (unsigned) clen, 32);
    romulus_compress(&x, p);
    cnt = romulus_next(cnt);
    if (clen > 16) cnt = romulus_next(cnt);
  } else if (c_open) {
    romulus_t_pad(p, c, (unsigned) clen, 16);
    if (clen > 0) cnt = romulus_next(cnt);
    memcpy(p + 16, npub, 16);
    n_open = 0;
    romulus_compress(&x, p);
  }
  romulus_t_last(p, n_open ? npub : 0, cnt);
  x.h[0] ^= 2;
  romulus_compress(&x, p);
  memcpy(lr, x.h, 16);
  memcpy(lr + 16, x.g, 16);
}

/* s enciphered under TK1 = 0^56 || d, TK2 = t (NULL: zero), TK3 = key (K or Z). */
static void romulus_t_encipher(unsigned char s[16], const unsigned char key[16],
                               const unsigned char *t, unsigned d)
{
  skinny128_schedule rk;
  uint32_t tk1[4];
  skinny128_schedule_init(&rk);
  romulus_tk1(tk1, 0, d);
  skinny128_encrypt_tweakey(s, tk1, t, key, &rk);
}

/* out = in ^ the keystream: E_Z(N) for each block (domain 64), Z = E_K(N) first (66) and
   E_Z(N) between (65); the two encryptions under one Z run together. */
static void romulus_t_crypt(unsigned char *out, const unsigned char *in, unsigned long long len,
                            const unsigned char *npub, const unsigned char *k)
{
  skinny128_schedule rk;
  unsigned char z[16], s[16], next[16];
  uint32_t tk1[4], tk1_next[4];
  uint64_t cnt = 1;
  unsigned n;
  memcpy(z, npub, 16);
  romulus_t_encipher(z, k, 0, 66);
  skinny128_schedule_init(&rk);
  for (; len > 0; in += n, out += n, len -= n) {
    n = len < 16 ? (unsigned) len : 16;
    memcpy(s, npub, 16);
    romulus_tk1(tk1, cnt, 64);
    if (len > 16) {                     /* the keystream block and the next Z, side by side */
      memcpy(next, npub, 16);
      romulus_tk1(tk1_next, cnt, 65);
      skinny128_encrypt2_tweakey(s, next, tk1, tk1_next, 0, z, &rk);
      memcpy(z, next, 16);
    } else {
      skinny128_encrypt_tweakey(s, tk1, 0, z, &rk);
    }
    romulus_xor(s, in, n);
    memcpy(out, s, n);
    cnt = romulus_next(cnt);
  }
}

static void romulus_t_tag(unsigned char tag[16], struct romulus_t_mac *mac,
                          const unsigned char *c, unsigned long long clen,
                          const unsigned char *npub, const unsigned char *k)
{
  unsigned char lr[32];
  romulus_t_hash(mac, lr, c, clen, npub);
  memcpy(tag, lr, 16);
  romulus_t_encipher(tag, k, lr + 16, 68);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  struct romulus_t_mac mac;
  unsigned char tag[16], n[16], key[16];
  (void) nsec;
  memcpy(n, npub, 16);                  /* all inputs read before c is written */
  memcpy(key, k, 16);
  romulus_t_hash_ad(&mac, ad, adlen);
  romulus_t_crypt(c, m, mlen, n, key);
  romulus_t_tag(tag, &mac, c, mlen, n, key);
  memcpy(c + mlen, tag, 16);
  *clen = mlen + ROMULUS_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  struct romulus_t_mac mac;
  unsigned char tag[16], n[16], key[16];
  (void) nsec;
  if (clen < ROMULUS_TAGBYTES) return -1;
  clen -= ROMULUS_TAGBYTES;
  romulus_t_hash_ad(&mac, ad, adlen);
  romulus_t_tag(tag, &mac, c, clen, npub, k);
  if (romulus_differ(tag, c + clen, ROMULUS_TAGBYTES)) return -1;   /* nothing written */
  memcpy(n, npub, 16);                  /* all inputs read before m is written */
  memcpy(key, k, 16);
  romulus_t_crypt(m, c, clen, n, key);
  *mlen = clen;
  return 0;
}

#endif

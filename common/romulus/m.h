/*
 * romulus/m.h: Romulus-M, the misuse-resistant (SIV-like) mode of Romulus over SKINNY-128-384+:
 *   #include "skinny128/rows.h"     (or another SKINNY-128-384+ with its interface)
 *   #include "romulus/m.h"
 * First a MAC: the blocks of the AD then of the message (an empty string is one empty block)
 * alternate roles, the odd ones XORed into the state, the even ones TK2 of an encryption (domain
 * 40 in the AD, 44 in the message); a last encryption under the nonce, whose domain w says the
 * parities and whether the last blocks were padded, gives the tag G(S). Then the message is
 * encrypted in OFB mode from the tag: S = E(tag), c = G(S) ^ m, S = E(S ^ m), ...
 * Specified in "Romulus v1.3", NIST LWC finalist (2021), section 2.6 (Algorithm Romulus-M).
 * Constant time: lengths are the only values branched on or used as indexes; the tag check
 * reveals one bit, declassified. Decryption absorbs the AD, then writes the plaintext (cleared
 * if the tag is wrong) and MACs it from there: outputs may be the same buffers as inputs.
 * Public domain (CC0).
 */
#ifndef ROMULUS_M_H
#define ROMULUS_M_H

#include "romulus/tbc.h"

/* The MAC's walk over one string: its blocks from an odd (*even = 0) or even position; returns
   the counter. Empty: one empty block. */
static uint64_t romulus_m_absorb(unsigned char s[16], const unsigned char *x, unsigned long long len,
                                 uint64_t cnt, int *even, unsigned d, const skinny128_schedule *key)
{
  unsigned char b[16];
  unsigned n;
  do {
    n = len < 16 ? (unsigned) len : 16;
    romulus_pad(b, x, n);
    if (*even) {
      romulus_encipher_tweak(s, cnt, d, key, b);
    } else {
      romulus_xor(s, b, 16);
    }
    cnt = romulus_next(cnt);
    *even = !*even;
    x += n;
    len -= n;
  } while (len > 0);
  return cnt;
}

/* The domain of the MAC's last encryption: 48, +8 if the AD has an even number of blocks, +4 if
   the message has, +2 if the AD's last block is padded (or empty), +1 if the message's is. */
static unsigned romulus_m_domain(unsigned long long adlen, unsigned long long mlen)
{
  unsigned w = 48;
  if ((adlen % 32 == 0 && adlen > 0) || adlen % 32 > 16) w ^= 8;
  if ((mlen % 32 == 0 && mlen > 0) || mlen % 32 > 16) w ^= 4;
  if (adlen % 16 != 0 || adlen == 0) w ^= 2;
  if (mlen % 16 != 0 || mlen == 0) w ^= 1;
  return w;
}

/* The MAC in two parts, so that decryption can read the AD before it writes the plaintext. */
struct romulus_m_mac {
  unsigned char s[16];
  uint64_t cnt;
  int even;
};

static void romulus_m_mac_ad(struct romulus_m_mac *mac, const unsigned char *ad,
                             unsigned long long adlen, const skinny128_schedule *key)
{
  memset(mac->s, 0, sizeof mac->s);
  mac->even = 0;
  mac->cnt = romulus_m_absorb(mac->s, ad, adlen, 1, &mac->even, 40, key);
}

static void romulus_m_mac_message(struct romulus_m_mac *mac, unsigned char tag[16],
                                  const unsigned char *m, unsigned long long mlen,
                                  unsigned long long adlen, const skinny128_schedule *key,
                                  const skinny128_schedule *nk)
{
  mac->cnt = romulus_m_absorb(mac->s, m, mlen, mac->cnt, &mac->even, 44, key);
  romulus_encipher(mac->s, mac->cnt, romulus_m_domain(adlen, mlen), nk);
  romulus_g(tag, mac->s);
}

/* OFB from the tag: out = in ^ G(S) block by block, S enciphered before each and fed the
   plaintext (in when encrypting, out when decrypting) after. */
static void romulus_m_crypt(unsigned char *out, const unsigned char *in, unsigned long long len,
                            const unsigned char tag[16], const skinny128_schedule *nk,
                            int decrypting)
{
  unsigned char s[16], g[16];
  uint64_t cnt = 1;
  if (len == 0) return;
  memcpy(s, tag, 16);
  romulus_encipher(s, cnt, 36, nk);
  for (; len > 16; in += 16, out += 16, len -= 16) {
    romulus_crypt_block(s, out, in, decrypting);
    cnt = romulus_next(cnt);
    romulus_encipher(s, cnt, 36, nk);
  }
  romulus_g(g, s);                       /* the last block, 1 to 16 bytes */
  romulus_xor(g, in, (unsigned) len);
  memcpy(out, g, (unsigned) len);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  skinny128_schedule key, nk;
  struct romulus_m_mac mac;
  unsigned char tag[16];
  (void) nsec;
  romulus_key(&key, k);
  romulus_tweak(&nk, &key, npub);
  romulus_m_mac_ad(&mac, ad, adlen, &key);
  romulus_m_mac_message(&mac, tag, m, mlen, adlen, &key, &nk);
  romulus_m_crypt(c, m, mlen, tag, &nk, 0);
  memcpy(c + mlen, tag, 16);
  *clen = mlen + ROMULUS_TAGBYTES;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  skinny128_schedule key, nk;
  struct romulus_m_mac mac;
  unsigned char tag[16], received[16];
  (void) nsec;
  if (clen < ROMULUS_TAGBYTES) return -1;
  clen -= ROMULUS_TAGBYTES;
  memcpy(received, c + clen, 16);       /* before m (which may be c) is written */
  romulus_key(&key, k);
  romulus_tweak(&nk, &key, npub);
  romulus_m_mac_ad(&mac, ad, adlen, &key);
  romulus_m_crypt(m, c, clen, received, &nk, 1);
  romulus_m_mac_message(&mac, tag, m, clen, adlen, &key, &nk);
  if (romulus_differ(tag, received, ROMULUS_TAGBYTES)) {
    memset(m, 0, clen);                 /* release no plaintext of a forgery */
    return -1;
  }
  *mlen = clen;
  return 0;
}

#endif

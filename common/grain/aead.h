/*
 * grain/aead.h: Grain-128AEADv2 authenticated encryption over grain/state.h's generator.
 * After 320 initialisation clocks and 64 that add the key again (both feeding y back), the
 * next 64 pre-output bits fill the accumulator A and the next 64 the register R. Then each
 * byte of len(AD) || AD || M (the length's encoding: grain_start) takes 16 clocks: the even
 * ones give keystream (unused for AD), the odd ones enter R while each byte's bits (of the
 * plaintext, least significant first) select whether R is added to A.
 * The tag is A ^ R (the padding bit), least significant byte first.
 * Specified in M. Hell et al., "Grain-128AEADv2", NIST LWC finalist (2021), section 2.
 * The includer may define GRAIN_AUTH8(acc, reg, m, z) (the 8 authentication steps of one byte)
 * before including this file; the default is the bit loop below. With GRAIN_CHUNKS (from
 * grain/auth-clmul.h) whole 4-byte words take 64 clocks at once: grain_split64, grain_auth32.
 * Constant time: lengths are the only values branched on; message bits select through masks;
 * the tag check reveals one bit, declassified before it is branched on. Key, nonce and the
 * received tag are read before any output is written, so buffers may overlap.
 * Public domain (CC0).
 */
#ifndef GRAIN_AEAD_H
#define GRAIN_AEAD_H

#include <string.h>
#include "crypto_aead.h"
#include "crypto_uint32.h"
#include "crypto_uint64.h"
#include "grain/state.h"
#include "verify/tag.h"

struct grain {
  struct grain_state st;
  uint64_t acc, reg;
  uint32_t y;                      /* pre-output bits not used yet */
  int have;                        /* how many 16-bit halves of y */
};

#ifndef GRAIN_AUTH8
/* For each bit j of m (least significant first): A ^= R if it is set; then R takes bit j of z
   at the top. */
static inline void grain_auth8(uint64_t *acc, uint64_t *reg, unsigned m, unsigned z)
{
  uint64_t a = *acc, r = *reg;
  int j;
  for (j = 0; j < 8; ++j) {
    a ^= r & -(uint64_t) ((m >> j) & 1);
    r = r >> 1 | (uint64_t) ((z >> j) & 1) << 63;
  }
  *acc = a;
  *reg = r;
}
#define GRAIN_AUTH8(acc, reg, m, z) grain_auth8(acc, reg, m, z)
#endif

/* 16 clocks: the even bits (keystream) in the low byte, the odd ones (authentication) above. */
static inline unsigned grain_next16(struct grain *g)
{
  uint32_t x, t;
  if (g->have == 0) {
    g->y = grain_clock32(&g->st, 0, 0, 0);
    g->have = 2;
  }
  x = g->y & 0xFFFF;
  g->y >>= 16;
  --g->have;
  t = (x ^ (x >> 1)) & 0x2222; x ^= t ^ (t << 1);
  t = (x ^ (x >> 2)) & 0x0C0C; x ^= t ^ (t << 2);
  t = (x ^ (x >> 4)) & 0x00F0; x ^= t ^ (t << 4);
  return x;
}

#ifdef GRAIN_CHUNKS
/* 32 clocks of a chunk. The two compilers want them differently (amd64, 2048 bytes, side by
   side with SUPERCOP's gf2): gcc, given both inlined beside the authentication, ran out of
   registers and parked values in xmm registers (491 instructions a chunk, 1.32x gf2's time);
   as a called function of 183 instructions it takes 0.89x. clang inlines them well (1.02x),
   better still (0.97x) when nothing moves across the two (GRAIN_APART, an empty asm), and
   called it takes 1.26x. GRAIN_APART settles the state and y in one asm: five separate ones
   (compiler/opaque.h's CB_OPAQUE on each) let clang move work between them, 1.035x. */
#if defined(__clang__)
#define GRAIN_CHUNK_CLOCK __attribute__((always_inline)) static inline
#define GRAIN_APART(st, y) __asm__("" : "+r"((st).s[0]), "+r"((st).s[1]), "+r"((st).b[0]), \
                                   "+r"((st).b[1]), "+r"(y))
#else
#define GRAIN_CHUNK_CLOCK __attribute__((noinline)) static
#define GRAIN_APART(st, y) ((void) 0)
#endif
GRAIN_CHUNK_CLOCK uint32_t grain_clock32_chunk(struct grain_state *st)
{
  return grain_clock32(st, 0, 0, 0);
}

/* 4 bytes from 64 fresh clocks (when no half of y is pending): returns their keystream and
   authenticates the message word (w, or w ^ keystream when decrypting) */
static inline uint32_t grain_chunk(struct grain *g, uint32_t w, int decrypting)
{
  uint64_t y = grain_clock32_chunk(&g->st);
  uint32_t ks, z;
  GRAIN_APART(g->st, y);
  y |= (uint64_t) grain_clock32_chunk(&g->st) << 32;
  GRAIN_APART(g->st, y);
  grain_split64(y, &ks, &z);
  grain_auth32(&g->acc, &g->reg, decrypting ? w ^ ks : w, z);
  return ks;
}
#endif

static void grain_absorb(struct grain *g, const unsigned char *ad, unsigned long long len)
{
  unsigned long long i = 0;
#ifdef GRAIN_CHUNKS
  if (len >= 4 && g->have) GRAIN_AUTH8(&g->acc, &g->reg, ad[i++], grain_next16(g) >> 8);
  for (; i + 4 <= len; i += 4) grain_chunk(g, crypto_uint32_load(ad + i), 0);
#endif
  for (; i < len; ++i) GRAIN_AUTH8(&g->acc, &g->reg, ad[i], grain_next16(g) >> 8);
}

static void grain_start(struct grain *g, const unsigned char *k, const unsigned char *npub,
                        unsigned long long adlen)
{
  uint32_t key[4], y[4];
  unsigned char der[9];
  int i, n = 1;
  for (i = 0; i < 4; ++i) key[i] = crypto_uint32_load(k + 4 * i);
  g->st.b[0] = crypto_uint64_load(k);
  g->st.b[1] = crypto_uint64_load(k + 8);
  g->st.s[0] = crypto_uint64_load(npub);
  g->st.s[1] = crypto_uint32_load(npub + 8) | (uint64_t) 0x7FFFFFFF << 32;
  for (i = 0; i < 10; ++i) grain_clock32(&g->st, 1, 0, 0);
  grain_clock32(&g->st, 1, key[2], key[0]);
  grain_clock32(&g->st, 1, key[3], key[1]);
  for (i = 0; i < 4; ++i) y[i] = grain_clock32(&g->st, 0, 0, 0);
  g->acc = y[0] | (uint64_t) y[1] << 32;
  g->reg = y[2] | (uint64_t) y[3] << 32;
  g->have = 0;
  /* The length: one byte below 128, else 0x80 | n and its n bytes. DER puts them most
     significant first, as the designers' reference code does; their optimised code, whose
     outputs SUPERCOP's checksums record, puts them least significant first, which is what
     is done here (the two differ from |AD| = 256 on; the LWC KATs stop at 32). */
  der[0] = (unsigned char) adlen;
  if (adlen >= 128) {
    for (n = 0; n < 8 && adlen >> (8 * n); ++n) der[n + 1] = (unsigned char) (adlen >> (8 * n));
    der[0] = (unsigned char) (0x80 | n);
    ++n;
  }
  grain_absorb(g, der, (unsigned long long) n);
}

static inline void grain_byte(struct grain *g, unsigned char *out, const unsigned char *in,
                              int decrypting)
{
  unsigned u = grain_next16(g), x = *in;
  *out = (unsigned char) (x ^ u);
  GRAIN_AUTH8(&g->acc, &g->reg, decrypting ? (x ^ u) & 0xFF : x, u >> 8);
}

static void grain_crypt(struct grain *g, unsigned char *out, const unsigned char *in,
                        unsigned long long len, int decrypting)
{
  unsigned long long i = 0;
#ifdef GRAIN_CHUNKS
  uint32_t w;
  if (len >= 4 && g->have) {            /* to the start of a 32-bit y */
    grain_byte(g, out, in, decrypting);
    i = 1;
  }
  for (; i + 4 <= len; i += 4) {
    w = crypto_uint32_load(in + i);
    crypto_uint32_store(out + i, w ^ grain_chunk(g, w, decrypting));
  }
#endif
  for (; i < len; ++i) grain_byte(g, out + i, in + i, decrypting);
}

int crypto_aead_encrypt(unsigned char *c, unsigned long long *clen,
                        const unsigned char *m, unsigned long long mlen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *nsec, const unsigned char *npub, const unsigned char *k)
{
  struct grain g;
  (void) nsec;
  grain_start(&g, k, npub, adlen);
  grain_absorb(&g, ad, adlen);
  grain_crypt(&g, c, m, mlen, 0);
  crypto_uint64_store(c + mlen, g.acc ^ g.reg);
  *clen = mlen + 8;
  return 0;
}

int crypto_aead_decrypt(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                        const unsigned char *c, unsigned long long clen,
                        const unsigned char *ad, unsigned long long adlen,
                        const unsigned char *npub, const unsigned char *k)
{
  struct grain g;
  unsigned char tag[8], received[8];
  (void) nsec;
  if (clen < 8) return -1;
  clen -= 8;
  memcpy(received, c + clen, 8);
  grain_start(&g, k, npub, adlen);
  grain_absorb(&g, ad, adlen);
  grain_crypt(&g, m, c, clen, 1);
  crypto_uint64_store(tag, g.acc ^ g.reg);
  if (verify_tag(tag, received, 8, m, clen)) return -1;
  *mlen = clen;
  return 0;
}

#endif

/*
 * ascon/state.h: the Ascon state (five 64-bit words x0..x4, word i holding state bytes
 * 8i..8i+7 in big-endian order) and big-endian byte access to it.
 * Specified in C. Dobraunig, M. Eichlseder, F. Mendel, M. Schläffer, "Ascon v1.2",
 * submission to the NIST lightweight cryptography process (2021), section 2.
 * Used by every ascon/permutation-*.h (which also share the round schedule, ASCON_ROUNDS) and
 * by ascon/aead.h. Public domain (CC0).
 */
#ifndef ASCON_STATE_H
#define ASCON_STATE_H

#include <stdint.h>
#include <string.h>

typedef struct {
  uint64_t x[5];
} ascon_state;

/* Whole words: where the compiler says the byte order, memcpy and a byte swap (one movbe, or a
   load and a bswap); otherwise byte by byte. The byte loop is not enough: clang 14 does not
   recognise it and builds each word from eight byte loads, shifts and ors. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ASCON_FROM_BE(w) __builtin_bswap64(w)
#define ASCON_FROM_BE32(w) __builtin_bswap32(w)
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ASCON_FROM_BE(w) (w)
#define ASCON_FROM_BE32(w) (w)
#endif

/* The rounds of p^12, p^8, p^6 or p^1 (ISAP's bit absorption) on locals x0..x4, for a
   permutation whose ASCON_ROUND(next) ends each round by adding the next round's constant into
   x2 (0 after the last), so only the first constant is added here. Constants f0 e1 d2 c3 b4
   a5 96 87 78 69 5a 4b; p^b runs the last b rounds. rounds is a constant at every call, so
   the ifs fold away. */
#define ASCON_ROUNDS(rounds)                                                                 \
  do {                                                                                       \
    if ((rounds) == 12) {                                                                    \
      x2 ^= 0xf0;                                                                            \
      ASCON_ROUND(0xe1); ASCON_ROUND(0xd2); ASCON_ROUND(0xc3); ASCON_ROUND(0xb4);            \
    }                                                                                        \
    if ((rounds) == 8) x2 ^= 0xb4;                                                           \
    if ((rounds) >= 8) { ASCON_ROUND(0xa5); ASCON_ROUND(0x96); }                             \
    if ((rounds) == 6) x2 ^= 0x96;                                                           \
    if ((rounds) >= 6) {                                                                     \
      ASCON_ROUND(0x87); ASCON_ROUND(0x78); ASCON_ROUND(0x69); ASCON_ROUND(0x5a);            \
      ASCON_ROUND(0x4b);                                                                     \
    }                                                                                        \
    if ((rounds) == 1) x2 ^= 0x4b;                                                           \
    ASCON_ROUND(0);                                                                          \
  } while (0)

static inline uint64_t ascon_load64(const unsigned char p[8])
{
  uint64_t w = 0;
#ifdef ASCON_FROM_BE
  memcpy(&w, p, 8);
  w = ASCON_FROM_BE(w);
#else
  int i;
  for (i = 0; i < 8; ++i) w = w << 8 | p[i];
#endif
  return w;
}

static inline void ascon_store64(unsigned char p[8], uint64_t w)
{
#ifdef ASCON_FROM_BE
  w = ASCON_FROM_BE(w);
  memcpy(p, &w, 8);
#else
  int i;
  for (i = 0; i < 8; ++i) p[i] = (unsigned char) (w >> (56 - 8 * i));
#endif
}

/* The first n < 8 bytes of a word: loaded into its top bytes (the rest zero), stored from them.
   Four, two and one bytes by n's bits (n is a public length): a byte loop with a variable count
   is what clang 14 turns into AVX-512 code of a hundred instructions, with a vzeroupper, at
   every partial block of the mode. */
static inline uint64_t ascon_load_partial(const unsigned char *p, unsigned n)
{
  uint64_t w = 0;
  unsigned i = 0;
#ifdef ASCON_FROM_BE
  if (n & 4) {
    uint32_t v;
    memcpy(&v, p, 4);
    w = (uint64_t) ASCON_FROM_BE32(v) << 32;
    i = 4;
  }
#else
  if (n & 4)
    for (; i < 4; ++i) w |= (uint64_t) p[i] << (56 - 8 * i);
#endif
  if (n & 2) {
    w |= (uint64_t) p[i] << (56 - 8 * i) | (uint64_t) p[i + 1] << (48 - 8 * i);
    i += 2;
  }
  if (n & 1) w |= (uint64_t) p[i] << (56 - 8 * i);
  return w;
}

static inline void ascon_store_partial(unsigned char *p, uint64_t w, unsigned n)
{
  unsigned i = 0;
#ifdef ASCON_FROM_BE
  if (n & 4) {
    uint32_t v = ASCON_FROM_BE32((uint32_t) (w >> 32));
    memcpy(p, &v, 4);
    i = 4;
  }
#else
  if (n & 4)
    for (; i < 4; ++i) p[i] = (unsigned char) (w >> (56 - 8 * i));
#endif
  if (n & 2) {
    p[i] = (unsigned char) (w >> (56 - 8 * i));
    p[i + 1] = (unsigned char) (w >> (48 - 8 * i));
    i += 2;
  }
  if (n & 1) p[i] = (unsigned char) (w >> (56 - 8 * i));
}

/* The padding 1 0* placed right after n < 8 bytes of a word. */
static inline uint64_t ascon_pad(unsigned n)
{
  return (uint64_t) 0x80 << (56 - 8 * n);
}

#endif

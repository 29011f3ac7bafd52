/*
 * crypto_stream/lexv2/amd64-aesni: LEX v2 (128-bit key, 128-bit IV) with AES-NI: one AESENC
 * per round, the 4 leaked bytes picked out with PSHUFB; conventions in ../shared/lex.h.
 * The rounds form one dependency chain, so speed is AESENC's latency per 4 bytes.
 * Constant time: no table, no secret-dependent branch or index.
 * Public domain (CC0).
 */
#include <stdint.h>
#include <string.h>
#include "aes/aesni-key.h"
#include "../shared/lex.h"

typedef struct {
  __m128i rk[11];
  __m128i s; /* the AES state, bytes in FIPS 197 order */
} lex_state;

static void estream_setup(lex_state *st, const unsigned char *k, const unsigned char *n)
{
  unsigned char b[16];
  int i;
  aes_ni_expand128(st->rk, k);
  for (i = 0; i < 16; ++i) b[LEX_IV_BYTE(i)] = n[i];
  st->s = _mm_xor_si128(_mm_loadu_si128((const __m128i *) b), st->rk[0]);
  for (i = 1; i < 10; ++i) st->s = _mm_aesenc_si128(st->s, st->rk[i]);
  st->s = _mm_aesenclast_si128(st->s, st->rk[10]);
}

/* Two rounds (odd, even) leave 8 bytes: the odd round's 4 leaked bytes in bytes 0..3 and the
   even round's in bytes 4..7 of one 64-bit word, by two shuffles and an OR. */
static __m128i lex_mask(int odd, int at)
{
  unsigned char b[16];
  int i;
  memset(b, 0x80, sizeof b); /* PSHUFB writes zero for index bytes with the top bit set */
  for (i = 0; i < 4; ++i) b[at + i] = lex_leak[odd ? 0 : 1][i];
  return _mm_loadu_si128((const __m128i *) b);
}

/* c = m XOR keystream, 40 bytes (10 rounds) per block; m = 0 gives the keystream. */
static void estream_blocks(lex_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  const __m128i odd = lex_mask(1, 0), even = lex_mask(0, 4);
  __m128i s = st->s, k[11];
  int r;
  for (r = 1; r <= 10; ++r) k[r] = st->rk[r];
  for (; nblocks; --nblocks, c += 40) {
    for (r = 1; r <= 10; r += 2) {
      __m128i a, b, z;
      a = s = _mm_aesenc_si128(s, k[r]);
      b = s = _mm_aesenc_si128(s, k[r + 1]);
      z = _mm_or_si128(_mm_shuffle_epi8(a, odd), _mm_shuffle_epi8(b, even));
      if (m) z = _mm_xor_si128(z, _mm_loadl_epi64((const __m128i *) (m + 4 * (r - 1))));
      _mm_storel_epi64((__m128i *) (c + 4 * (r - 1)), z);
    }
    if (m) m += 40;
  }
  st->s = s;
}

#define ESTREAM_STATE lex_state
#define ESTREAM_BLOCKBYTES 40
#include "estream/stream.c"

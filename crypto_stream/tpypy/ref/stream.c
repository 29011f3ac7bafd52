/*
 * crypto_stream/tpypy/ref: TPypy with a 256-bit key and a 128-bit IV, one keystream word
 * a step, (S^18 s ^ Y[-1]) + Y[P[208]] little-endian, behind SUPERCOP's ECRYPT wrapper
 * (estream/stream.c; blocks of 4 bytes). Setup and update: pypy/py.h.
 * Specified in E. Biham, J. Seberry, "Tweaking the IV Setup of the Py Family of Stream
 * Ciphers - The Ciphers TPy, TPypy, and TPy6" (eSTREAM 2007/038).
 * Not constant time (see pypy/py.h). Public domain (CC0).
 */
#define PY_N 256
#include "pypy/py.h"

#define ESTREAM_STATE py_state
#define ESTREAM_BLOCKBYTES 4
#define estream_setup py_setup

static void estream_blocks(py_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t s = st->s, z;
  int i;
  while (nblocks > 0) {
    unsigned long long run;
    if (st->pos == PY_RUN) py_slide(st);
    run = PY_RUN - st->pos < nblocks ? PY_RUN - st->pos : nblocks;
    nblocks -= run;
    for (; run > 0; --run) {
      uint32_t *Y = st->y + st->pos + 3;
      const uint8_t *q = py_update(Y, st->p + st->pos, &s);
      s = PY_ROTL(s, 18);
      z = (s ^ Y[-1]) + Y[q[PY_O2]];
      for (i = 0; i < 4; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ z >> 8 * i);
      st->pos++;
      c += 4;
      if (m) m += 4;
    }
  }
  st->s = s;
}

#include "estream/stream.c"

/*
 * pypy/tpy.c: TPy (PY_N = 256) and TPy6 (PY_N = 64), two keystream words a step, behind
 * SUPERCOP's ECRYPT wrapper (estream/stream.c; blocks of 8 bytes). The including file
 * defines PY_N. Key and IV setup and the shared update: pypy/py.h.
 * Specified in E. Biham, J. Seberry, "Tweaking the IV Setup of the Py Family of Stream
 * Ciphers - The Ciphers TPy, TPypy, and TPy6" (eSTREAM 2007/038): each step outputs
 * (S^11 s ^ Y[N]) + Y[P[o1]], then (S^18 s ^ Y[-1]) + Y[P[o2]], little-endian.
 * Not constant time (see pypy/py.h). Public domain (CC0).
 */
#include "pypy/py.h"

#define ESTREAM_STATE py_state
#define ESTREAM_BLOCKBYTES 8
#define estream_setup py_setup

static inline void py_out32(unsigned char *c, const unsigned char *m, uint32_t v)
{
  int i;
  for (i = 0; i < 4; ++i) c[i] = (unsigned char) ((m ? m[i] : 0) ^ v >> 8 * i);
}

static void estream_blocks(py_state *st, unsigned char *c, const unsigned char *m,
                           unsigned long long nblocks)
{
  uint32_t s = st->s;
  while (nblocks > 0) {
    unsigned long long run;
    if (st->pos == PY_RUN) py_slide(st);
    run = PY_RUN - st->pos < nblocks ? PY_RUN - st->pos : nblocks;
    nblocks -= run;
    for (; run > 0; --run) {
      uint32_t *Y = st->y + st->pos + 3;
      const uint8_t *q = py_update(Y, st->p + st->pos, &s);
      s = PY_ROTL(s, 11);
      py_out32(c, m, (s ^ Y[PY_N]) + Y[q[PY_O1]]);
      s = PY_ROTL(s, 7);
      py_out32(c + 4, m ? m + 4 : 0, (s ^ Y[-1]) + Y[q[PY_O2]]);
      st->pos++;
      c += 8;
      if (m) m += 8;
    }
  }
  st->s = s;
}

#include "estream/stream.c"

/*
 * pypy/py.h: the rolling arrays of the Py family, key and IV setup and the update shared by
 * every keystream step, as the designers' eSTREAM code of TPy and TPypy (PY_N = 256) and TPy6
 * (PY_N = 64) computes them with a 32-byte key and a 16-byte IV.
 * Specified in E. Biham, J. Seberry, "Py (Roo): A Fast and Secure Stream Cipher using Rolling
 * Arrays" (eSTREAM 2005/023), "Tweaking the IV Setup of the Py Family of Stream Ciphers -
 * The Ciphers TPy, TPypy, and TPy6" (eSTREAM 2007/038), and the submitted code.
 * State: Y[-3..N] (32-bit words), a permutation P[0..N-1] and a word s. Each step swaps P[0]
 * with P[Y[x] mod N] and rotates P by one, updates s, appends a new Y word and rotates Y by
 * one. Rotations are done by sliding windows over longer arrays (as the eSTREAM code does),
 * moved back to the start every PY_RUN steps.
 * Not constant time: every step reads Y and P at indexes that depend on secret state.
 * Public domain (CC0).
 */
#ifndef PYPY_PY_H
#define PYPY_PY_H

#include <stdint.h>
#include <string.h>
#include "pypy/perm.h"

#if PY_N == 256 /* TPy, TPypy: the indexes of Py */
enum { PY_X = 185, PY_A = 72, PY_B = 239, PY_R = 116, PY_U = 153, PY_O1 = 26, PY_O2 = 208 };
enum { PY_S1 = 26, PY_S2 = 153, PY_S3 = 208 }; /* Y words added to s after the IV setup */
#elif PY_N == 64 /* TPy6: the indexes of Py6 */
enum { PY_X = 43, PY_A = 18, PY_B = 57, PY_R = 26, PY_U = 48, PY_O1 = 8, PY_O2 = 21 };
enum { PY_S1 = 8, PY_S2 = 21, PY_S3 = 48 };
#else
#error "PY_N must be 256 or 64"
#endif

#define PY_KEYBYTES 32
#define PY_IVBYTES 16
#define PY_YWORDS (PY_N + 4) /* Y[-3..N] */
#ifndef PY_RUN
#define PY_RUN 1024 /* steps between two moves of the windows */
#endif
#if PY_RUN < PY_YWORDS
#error "the IV setup runs PY_YWORDS steps without moving the windows"
#endif

typedef struct {
  uint32_t y[PY_RUN + PY_YWORDS + 1]; /* Y[j] is y[pos + 3 + j] */
  uint8_t p[PY_RUN + PY_N + 1];       /* P[j] is p[pos + j]; P[N] takes the swapped word */
  uint32_t s;
  unsigned pos;
} py_state;

#define PY_ROTL(v, c) ((uint32_t) ((v) << (c) | (v) >> ((32 - (c)) & 31)))

/* Moves the windows back to the start of their arrays. */
static inline void py_slide(py_state *st)
{
  memmove(st->y, st->y + st->pos, PY_YWORDS * sizeof st->y[0]);
  memmove(st->p, st->p + st->pos, PY_N);
  st->pos = 0;
}

/* The part of a keystream step all three ciphers share, on the windows Y = y + pos + 3 and
   P = p + pos: swap and rotate P, update s, append the new Y word (the window of the next
   step). Returns the rotated P; the caller's outputs read the old Y window. */
static inline const uint8_t *py_update(uint32_t *Y, uint8_t *P, uint32_t *s)
{
  unsigned x = Y[PY_X] & (PY_N - 1);
  const uint8_t *q = P + 1;
  uint32_t t = *s;
  P[PY_N] = P[x];
  P[x] = P[0];
  t += Y[q[PY_A]];
  t -= Y[q[PY_B]];
  t = PY_ROTL(t, q[PY_R] & 31);
  Y[PY_N + 1] = (t ^ Y[-3]) + Y[q[PY_U]];
  *s = t;
  return q;
}

/* Key setup: Y[-3..N] from the key through the fixed permutation (also keyed by the key
   and IV sizes). */
static void py_keysetup(uint32_t *Y, const unsigned char *key)
{
  uint32_t s;
  int i, j;
  s = py_perm[PY_KEYBYTES - 1];
  s = s << 8 | py_perm[(s ^ (PY_IVBYTES - 1)) & 0xff];
  s = s << 8 | py_perm[(s ^ key[0]) & 0xff];
  s = s << 8 | py_perm[(s ^ key[PY_KEYBYTES - 1]) & 0xff];
  for (j = 0; j < PY_KEYBYTES; ++j) {
    s += key[j];
    s = PY_ROTL(s, 8) ^ py_perm[s & 0xff];
  }
  for (j = 0; j < PY_KEYBYTES; ++j) {
    s += key[j];
    s ^= PY_ROTL(s, 8) + py_perm[s & 0xff];
  }
  for (i = -3; i <= PY_N; ++i) {
    s += key[(i + 3) % PY_KEYBYTES];
    s = PY_ROTL(s, 8) ^ py_perm[s & 0xff];
    Y[i] = s;
  }
}

/* IV setup, first part: P from the IV and the key's Y words, then s and the expanded IV
   e[] (L = PY_IVBYTES bytes; TPy6 makes 2L, of which the mixing reads the first L). */
#if PY_N == 256
static uint32_t py_ivprepare(uint8_t *P, uint8_t *e, const uint32_t *KY, const unsigned char *iv)
{
  uint8_t v = (uint8_t) (iv[0] ^ KY[0] >> 16), d = (uint8_t) ((iv[1] ^ KY[1] >> 16) | 1), s0;
  uint32_t s;
  int i;
  for (i = 0; i < PY_N; ++i, v = (uint8_t) (v + d)) P[i] = py_perm[v];
  s = (uint32_t) v << 24 ^ (uint32_t) d << 16 ^ (uint32_t) P[254] << 8 ^ P[255];
  s ^= KY[-3] + KY[PY_N];
  for (i = 0; i < PY_IVBYTES; ++i) {
    s += iv[i] + KY[-3 + i];
    e[i] = P[s & 0xff];
    s = PY_ROTL(s, 8) ^ e[i];
  }
  for (i = 0; i < PY_IVBYTES; ++i) { /* again, with the last key words, updating e */
    s += e[(i + PY_IVBYTES - 1) % PY_IVBYTES] + KY[PY_N - i];
    s0 = P[s & 0xff];
    e[i] = (uint8_t) (e[i] + s0);
    s = PY_ROTL(s, 8) ^ s0;
  }
  return s;
}
#else
static uint32_t py_ivprepare(uint8_t *P, uint8_t *e, const uint32_t *KY, const unsigned char *iv)
{
  const int L = PY_IVBYTES;
  uint8_t v = (uint8_t) (iv[0] ^ KY[0] >> 16), d = (uint8_t) ((iv[1] ^ KY[1] >> 16) | 1), s0, s1;
  uint32_t s;
  int i;
  for (i = 0; i < PY_N; ++i, v = (uint8_t) (v + d)) P[i] = v & 0x3f;
  s = (uint32_t) (v & 0x3f) << 24 ^ (uint32_t) d << 16 ^ (uint32_t) P[62] << 8 ^ P[63];
  s ^= KY[-3] + KY[PY_N];
  for (i = 0; i < L; ++i) {
    s += iv[i] + KY[-3 + i];
    s0 = e[i] = P[s & 0x3f];
    s1 = e[i + L] = P[s >> 2 & 0x3f];
    s = PY_ROTL(s, 12) ^ s0 ^ (uint32_t) s1 << 6;
  }
  for (i = 0; i < 2 * L; ++i) {
    s += e[(i + 2 * L - 1) % (2 * L)] + KY[PY_N - i];
    s0 = P[s & 0x3f];
    e[i] = (e[i] + s0) & 0x3f;
    s = PY_ROTL(s, 6) ^ s0;
  }
  return s;
}
#endif

/* IV setup, second part: N + 4 steps that roll P and Y once through, each swapping by the
   next expanded-IV byte e[i + L] = e[i] ^ s. Leaves the windows at pos = N + 4. */
static uint32_t py_ivmix(py_state *st, uint8_t *e, uint32_t s)
{
  uint32_t last = st->y[3 + PY_N]; /* Y[N], kept in a register: each step writes the next */
  int i;
  for (i = 0; i < PY_YWORDS; ++i) {
    uint32_t *Y = st->y + i + 3;
    uint8_t *P = st->p + i;
    unsigned x = e[i + PY_IVBYTES] = (uint8_t) (e[i] ^ (s & (PY_N - 1)));
    P[PY_N] = P[x];
    P[x] = P[0];
    s = PY_ROTL(s, 8) + last;
    Y[PY_N + 1] = last = Y[-3] + (s ^ Y[x]);
  }
  st->pos = PY_YWORDS;
  s += st->y[st->pos + 3 + PY_S1] + st->y[st->pos + 3 + PY_S2] + st->y[st->pos + 3 + PY_S3];
  if (s == 0) s = 8 * PY_KEYBYTES + (8 * PY_IVBYTES << 16) + 0x87654321;
  return s;
}

static void py_setup(py_state *st, const unsigned char *k, const unsigned char *iv)
{
  uint8_t e[2 * PY_IVBYTES + PY_YWORDS];
  py_keysetup(st->y + 3, k);
  st->s = py_ivmix(st, e, py_ivprepare(st->p, e, st->y + 3, iv));
}

#endif

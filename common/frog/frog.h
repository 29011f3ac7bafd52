/*
 * frog/frog.h: FROG, TecApro's AES candidate (D. Georgoudis, D. Leroux, B. Simon Chaves,
 * "The FROG Encryption Algorithm", 1998): 8 rounds over the 16 bytes of the block, each byte in
 * turn XORed with a key byte, substituted by the round's key-dependent permutation of 256
 * values, and XORed into the next byte and into the byte the round's "bomb" permutation names.
 * All of it comes from the 2304-byte internal key: the user key (5 to 125 bytes) cycled and
 * XORed with the specification's 251 random bytes gives a first internal key, which encrypts
 * the key's first 16 bytes (the first XORed with the key length) again and again, 144 times:
 * those blocks are the internal key, formatted each time into valid permutations (a
 * substitution of 256 values; a bomb permutation of 16 that is one cycle and never points to
 * the next byte). The key setup costs about 300 block encryptions, as the design intends.
 * Not constant time: the substitution is a table indexed by secret bytes, and the key setup
 * branches on key bytes. Public domain (CC0).
 */
#ifndef FROG_FROG_H
#define FROG_FROG_H

#include <string.h>

typedef struct {
  unsigned char xor_bu[16], subst[256], bomb[16];
} frog_round;

typedef struct { frog_round r[8]; } frog_key;

/* randomSeed of the specification (section B.2): 251 bytes from RAND's table of random digits */
static const unsigned char frog_seed[251] = {
  113, 21, 232, 18, 113, 92, 63, 157, 124, 193, 166, 197, 126, 56, 229, 229, 156, 162, 54, 17,
  230, 89, 189, 87, 169, 0, 81, 204, 8, 70, 203, 225, 160, 59, 167, 189, 100, 157, 84, 11, 7,
  130, 29, 51, 32, 45, 135, 237, 139, 33, 17, 221, 24, 50, 89, 74, 21, 205, 191, 242, 84, 53, 3,
  230, 231, 118, 15, 15, 107, 4, 21, 34, 3, 156, 57, 66, 93, 255, 191, 3, 85, 135, 205, 200, 185,
  204, 52, 37, 35, 24, 68, 185, 201, 10, 224, 234, 7, 120, 201, 115, 216, 103, 57, 255, 93, 110,
  42, 249, 68, 14, 29, 55, 128, 84, 37, 152, 221, 137, 39, 11, 252, 50, 144, 35, 178, 190, 43,
  162, 103, 249, 109, 8, 235, 33, 158, 111, 252, 205, 169, 54, 10, 20, 221, 201, 178, 224, 89,
  184, 182, 65, 201, 10, 60, 6, 191, 174, 79, 98, 26, 160, 252, 51, 63, 79, 6, 102, 123, 173, 49,
  3, 110, 233, 90, 158, 228, 210, 209, 237, 30, 95, 28, 179, 204, 220, 72, 163, 77, 166, 192, 98,
  165, 25, 145, 162, 91, 212, 41, 230, 110, 6, 107, 187, 127, 38, 82, 98, 30, 67, 225, 80, 208,
  134, 60, 250, 153, 87, 148, 60, 66, 165, 72, 29, 165, 82, 211, 207, 0, 177, 206, 13, 6, 14, 92,
  248, 60, 201, 132, 95, 35, 215, 118, 177, 121, 180, 27, 83, 131, 26, 39, 46, 12};

/* makePermutation: the bytes p[0 .. n-1] as indices into the list of values not yet taken */
static inline void frog_permutation(unsigned char *p, int n)
{
  unsigned char left[256];
  int i, j, at = 0;
  for (i = 0; i < n; ++i) left[i] = (unsigned char) i;
  for (i = 0; i < n - 1; ++i) {
    at = (at + p[i]) % (n - i);
    p[i] = left[at];
    for (j = at; j < n - i - 1; ++j) left[j] = left[j + 1];
  }
  p[n - 1] = left[0];
}

/* the bomb permutation made one cycle (a cycle that closes early is joined to the next free
   element) that never points from a byte to the next one */
static inline void frog_one_cycle(unsigned char b[16])
{
  unsigned char visited[16] = {0};
  int i, at = 0;
  for (i = 0; i < 15; ++i) {
    if (b[at] == 0) {                       /* back at the start too early */
      int next = at, tail;
      do next = (next + 1) & 15; while (visited[next]);
      b[at] = (unsigned char) next;
      for (tail = next; b[tail] != next; tail = b[tail]) {}
      b[tail] = 0;                          /* next's cycle now ends at the start */
    }
    visited[at] = 1;
    at = b[at];
  }
  for (i = 0; i < 16; ++i)
    if (b[i] == ((i + 1) & 15)) b[i] = (unsigned char) ((i + 2) & 15);
}

static inline void frog_format(frog_key *key)
{
  int r;
  for (r = 0; r < 8; ++r) {
    frog_permutation(key->r[r].subst, 256);
    frog_permutation(key->r[r].bomb, 16);
    frog_one_cycle(key->r[r].bomb);
  }
}

static inline void frog_encrypt(unsigned char out[16], const unsigned char in[16],
                                const frog_key *key)
{
  unsigned char b[16];
  int r, j;
  memcpy(b, in, 16);
  for (r = 0; r < 8; ++r) {
    const frog_round *k = &key->r[r];
    for (j = 0; j < 16; ++j) {
      b[j] = k->subst[b[j] ^ k->xor_bu[j]];
      b[(j + 1) & 15] ^= b[j];
      b[k->bomb[j]] ^= b[j];
    }
  }
  memcpy(out, b, 16);
}

/* FROG_LANES blocks at once, their bytes interleaved so that the processor overlaps the
   blocks' serial chains (each byte waits for the one before it) */
#define FROG_LANES 8
static inline void frog_encrypt_lanes(unsigned char *out, const unsigned char *in,
                                      const frog_key *key)
{
  unsigned char b[16][FROG_LANES];
  int r, j, n;
  for (n = 0; n < FROG_LANES; ++n)
    for (j = 0; j < 16; ++j) b[j][n] = in[16 * n + j];
  for (r = 0; r < 8; ++r) {
    const frog_round *k = &key->r[r];
    for (j = 0; j < 16; ++j) {
      unsigned char *next = b[(j + 1) & 15], *bomb = b[k->bomb[j]], x = k->xor_bu[j];
      for (n = 0; n < FROG_LANES; ++n) {
        unsigned char v = k->subst[b[j][n] ^ x];
        b[j][n] = v;
        next[n] ^= v;
        bomb[n] ^= v;
      }
    }
  }
  for (n = 0; n < FROG_LANES; ++n)
    for (j = 0; j < 16; ++j) out[16 * n + j] = b[j][n];
}

/* the key setup of section B.2, for keys of 5 to 125 bytes */
static inline void frog_setup(frog_key *key, const unsigned char *k, int keybytes)
{
  frog_key simple;
  unsigned char *bytes = (unsigned char *) &simple, block[16] = {0};
  int i;
  for (i = 0; i < (int) sizeof simple; ++i) bytes[i] = frog_seed[i % 251] ^ k[i % keybytes];
  frog_format(&simple);
  memcpy(block, k, (size_t) (keybytes < 16 ? keybytes : 16));
  block[0] ^= (unsigned char) keybytes;
  bytes = (unsigned char *) key;
  for (i = 0; i < (int) sizeof *key; i += 16) {
    frog_encrypt(block, block, &simple);
    memcpy(bytes + i, block, 16);
  }
  frog_format(key);
}

#endif

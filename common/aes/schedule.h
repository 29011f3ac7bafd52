/*
 * aes/schedule.h: KeyExpansion of FIPS 197 section 5.2 for keys of 16, 24 or 32 bytes, as
 * 32-bit words, with the S-box supplied by the caller (SubWord: bitsliced in aes/bitslice.h,
 * a table in aes/table.h). Words are little-endian: byte 0 of a word is its low byte, so
 * RotWord is a right rotation by 8. Public domain (CC0).
 */
#ifndef AES_SCHEDULE_H
#define AES_SCHEDULE_H

#include <stdint.h>

#define AES_MAXROUNDS 14

/* w[0 .. 4 * (rounds + 1)) = the round keys; returns the number of rounds */
static inline int aes_schedule(uint32_t w[4 * (AES_MAXROUNDS + 1)], const unsigned char *key,
                               int keybytes, uint32_t (*subword)(uint32_t))
{
  uint32_t rcon = 1;
  int nk = keybytes / 4, rounds = nk + 6, i;
  for (i = 0; i < nk; ++i)
    w[i] = (uint32_t) key[4 * i] | (uint32_t) key[4 * i + 1] << 8
         | (uint32_t) key[4 * i + 2] << 16 | (uint32_t) key[4 * i + 3] << 24;
  for (i = nk; i < 4 * (rounds + 1); ++i) {
    uint32_t x = w[i - 1];
    if (i % nk == 0) {
      x = subword(x >> 8 | x << 24) ^ rcon;              /* RotWord, SubWord, Rcon */
      rcon = (rcon << 1) ^ (0x11B & -(rcon >> 7));
    } else if (nk > 6 && i % nk == 4) {
      x = subword(x);
    }
    w[i] = w[i - nk] ^ x;
  }
  return rounds;
}

#endif

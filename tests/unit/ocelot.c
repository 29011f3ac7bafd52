/*
 * tests/unit/ocelot.c: OCELOT1 and OCELOT2 (common/ocelot/ocelot.h) against the designer's
 * test samples, the "Test Samples" of Ocelot1.h and Ocelot2.h (version 2.1.0) in SUPERCOP's
 * crypto_stream/ocelot1/ref and ocelot2/ref: a 16-byte state (4 words) and keys "XXXXXXX",
 * "YXXXXXX" (7 bytes) and four zero bytes, the first 8 generator words of each. They check
 * the parts SUPERCOP's 32-byte key and 8-word state leave out (short keys, the setup steps
 * that run while fewer than 256 table entries are stirred), and OCELOT2, for which SUPERCOP
 * publishes no checksum. Exits nonzero on any failure. Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>
#include "ocelot/ocelot.h"

struct sample {
  int version;
  const char *key;
  int keybytes;
  uint32_t words[8];
};

static const struct sample samples[] = {
  {1, "XXXXXXX", 7, {0x85815117, 0xAC8FDE76, 0xB322240B, 0x5FD687F5,
                     0x9CE2702B, 0xED5D1777, 0x3257698A, 0x832B4BE7}},
  {1, "YXXXXXX", 7, {0xBB53781D, 0x00E53372, 0xC30DA673, 0x13033AB2,
                     0x0234D468, 0x9A010A9B, 0xB1C0A0BE, 0x0B40BF0C}},
  {1, "\0\0\0\0", 4, {0x93912BB7, 0x3814C2D9, 0x6B8D4CC4, 0xCE160707,
                      0x286C80FE, 0xAEA22044, 0x021261BD, 0x37A7310E}},
  {2, "XXXXXXX", 7, {0x0B75CA30, 0x81F74147, 0xD0A063FD, 0xC267AC5E,
                     0x5F55E524, 0xB1776B36, 0x1B4A95FC, 0xAD5BBD67}},
  {2, "YXXXXXX", 7, {0xCCF0DCEC, 0x508D2868, 0x124AC94E, 0x7980FB6F,
                     0x04693241, 0x82F690DF, 0x8592046D, 0x1DFCF3FC}},
  {2, "\0\0\0\0", 4, {0x65E58C8D, 0x4C08FADB, 0xA5E313B1, 0x183A2393,
                      0xBB192EAF, 0xDDE83455, 0x0964B3F1, 0xEBE6DFA9}},
};

int main(void)
{
  unsigned s, n = sizeof samples / sizeof samples[0], passed = 0;
  for (s = 0; s < n; ++s) {
    const struct sample *t = &samples[s];
    ocelot o;
    int i, ok = 1;
    ocelot_setup(&o, (const unsigned char *) t->key, t->keybytes, 4, t->version == 2);
    for (i = 0; i < 8; ++i) {
      uint32_t w = ocelot_next(&o, 0);
      if (w != t->words[i]) {
        printf("FAIL OCELOT%d sample %u word %d: %08lX, expected %08lX\n", t->version, s % 3 + 1,
               i, (unsigned long) w, (unsigned long) t->words[i]);
        ok = 0;
        break;
      }
    }
    passed += (unsigned) ok;
  }
  printf("ocelot: %u of %u designer samples pass\n", passed, n);
  return passed == n ? 0 : 1;
}

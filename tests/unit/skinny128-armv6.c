/*
 * tests/unit/skinny128-armv6.c: the S-box of skinny128/armv6.h (rows.h's circuit done in place,
 * its permutations composed into one) against the table of skinny128/sbox-table.h, on all 256
 * inputs, four at a time as it runs; on this machine, where the header compiles as plain C
 * (the ARM builds' try and vectors run under qemu in tests/run boards). Exits nonzero on any
 * difference. Public domain (CC0).
 */
#include <stdio.h>
/* armv6.h defines the whole cipher as static functions; only its S-box is used here */
#pragma GCC diagnostic ignored "-Wunused-function"
#include "skinny128/armv6.h"
#include "skinny128/sbox-table.h"

int main(void)
{
  skinny128_armv6_masks m;
  int x, b, failures = 0;
  skinny128_armv6_masks_init(&m);
  for (x = 0; x < 256; x += 4) {
    uint32_t in = (uint32_t) x | (uint32_t) (x + 1) << 8 | (uint32_t) (x + 2) << 16
                  | (uint32_t) (x + 3) << 24;
    uint32_t out = skinny128_armv6_sbox(in, &m);
    for (b = 0; b < 4; ++b)
      if ((out >> 8 * b & 255) != skinny128_sbox_table[x + b]) {
        printf("FAIL skinny128 armv6 S-box at %d\n", x + b);
        ++failures;
      }
  }
  printf("skinny128-armv6: S-box %s\n", failures ? "FAILED" : "ok (256 entries)");
  return failures != 0;
}

/*
 * tests/unit/skinny128.c: the table of SKINNY-128's S-box (skinny128/sbox-table.h, which the
 * AVX-512 lookups use) against the S-box's circuit (skinny128/rows.h), on all 256 inputs, four
 * at a time as the circuit runs. Exits nonzero on any difference. Public domain (CC0).
 */
#include <stdio.h>
/* rows.h defines the whole cipher as static functions; only its S-box is used here */
#pragma GCC diagnostic ignored "-Wunused-function"
#include "skinny128/rows.h"
#include "skinny128/sbox-table.h"

int main(void)
{
  int x, b, failures = 0;
  for (x = 0; x < 256; x += 4) {
    uint32_t in = (uint32_t) x | (uint32_t) (x + 1) << 8 | (uint32_t) (x + 2) << 16
                  | (uint32_t) (x + 3) << 24;
    uint32_t out = skinny128_sbox(in);
    for (b = 0; b < 4; ++b)
      if ((out >> 8 * b & 255) != skinny128_sbox_table[x + b]) {
        printf("FAIL skinny128 S-box table at %d\n", x + b);
        ++failures;
      }
  }
  printf("skinny128: S-box table %s\n", failures ? "FAILED" : "ok (256 entries)");
  return failures != 0;
}

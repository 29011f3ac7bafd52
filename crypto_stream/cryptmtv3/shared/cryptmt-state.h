/*
 * cryptmtv3/shared/cryptmt-state.h: the parameters and the state of CryptMT v3 as the
 * eSTREAM code lays it out (see shared/cryptmt.h).
 * Public domain (CC0).
 */
#ifndef CRYPTMTV3_CRYPTMT_STATE_H
#define CRYPTMTV3_CRYPTMT_STATE_H

#include <stdint.h>
#include "compiler/bytes.h"

#define CMT_N 156             /* 128-bit words of the generator */
#define CMT_POS1 108          /* its pick-up position */
#define CMT_SHIFT64 3
#define CMT_INIL 0x4d734e48u  /* set into word 0 after the first block */
#define CMT_BLOCK (CMT_N * 8) /* 1248 bytes of keystream per generator pass */
#define CMT_BOOTLEN 6         /* 2 * (IV words + key words), in 128-bit words: 2 * (1 + 2) */
#define CMT_WORDS 170         /* the highest word the first call reaches is 169 */
#define CMT_MSK1 0xffdfafdfu  /* the recursion's masks on the newest word */
#define CMT_MSK2 0xf5dabfffu
#define CMT_MSK3 0xffdbffffu
#define CMT_MSK4 0xef7bffffu

typedef struct {
  uint32_t w[CMT_WORDS][4];
  uint32_t accum[4], lung[4];
  int base;  /* the generator is w[base .. base + 155] */
  int first; /* no block made yet: the first goes through the booter */
} cryptmt_state;

#endif

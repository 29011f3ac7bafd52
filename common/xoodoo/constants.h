/*
 * xoodoo/constants.h: the round constants of Xoodoo[12], in the order the rounds use them
 * (C_{-11} .. C_0 of the Xoodyak submission, Table 2). Public domain (CC0).
 */
#ifndef XOODOO_CONSTANTS_H
#define XOODOO_CONSTANTS_H

#include <stdint.h>

static const uint32_t xoodoo_rc[12] = {
  0x058, 0x038, 0x3c0, 0x0d0, 0x120, 0x014, 0x060, 0x02c, 0x380, 0x0f0, 0x1a0, 0x012
};

#endif

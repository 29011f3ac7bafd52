/*
 * aead.c: Ascon-128a v1.2 (128-bit rate, p^12 and p^8) with bit-interleaved bytes: the mode of
 * ascon/aead.h with ASCON_INTERLEAVED_BYTES (see there and ascon/interleave.h).
 * ARMv6 (ARM1176): the bit-interleaved rounds of ascon/permutation-armv6.h, whose state
 * is in the bytes' own form (nothing converted).
 * Specified in "Ascon v1.2" (NIST LWC submission, 2021), section 2; the byte representation is
 * that of SUPERCOP's crypto_aead/ascon128abi32v12. Public domain (CC0).
 */
#define ASCON_RATE 16
#define ASCON_PB 8
#define ASCON_INTERLEAVED_BYTES
#include "ascon/permutation-armv6.h"
#include "ascon/aead.h"

/*
 * twofish/tables.h: Twofish's fixed tables, derived by the preprocessor from the
 * specification (B. Schneier, J. Kelsey, D. Whiting, D. Wagner, C. Hall, N. Ferguson,
 * "Twofish: A 128-Bit Block Cipher", 1998): the permutations q0 and q1 from their 4-bit
 * tables t0..t3 (section 4.3.5), and the four columns of the MDS matrix (section 4.3.2)
 * multiplied by every byte in GF(2^8) modulo v(x) = x^8 + x^6 + x^5 + x^3 + 1.
 * Public domain (CC0).
 */
#ifndef TWOFISH_TABLES_H
#define TWOFISH_TABLES_H

#include <stdint.h>

/* the tables t0..t3 of q0 and of q1, entry i in bits 4i..4i+3 */
#define TF_Q0_T \
  0x4ace95b023f6d718ULL, 0xd9076a4f53218bceULL, 0x17423f8c09d6e5abULL, 0xac5803b9e6214f7dULL
#define TF_Q1_T \
  0x5ca04913e67fdb82ULL, 0x809f5ad673c4b2e1ULL, 0xf3b28de0a96157c4ULL, 0xa802f746ed3c159bULL

#define TF_NIB(t, i) ((int) ((t) >> 4 * (i) & 15))
#define TF_ROR4(x) ((((x) >> 1) | ((x) << 3)) & 15)
/* q(x) as in section 4.3.5, one step per macro so that no argument is expanded too often */
#define TF_Q3(t2, t3, a2, b2) \
  (TF_NIB(t3, (a2) ^ TF_ROR4(b2) ^ (8 * (a2) & 15)) << 4 | TF_NIB(t2, (a2) ^ (b2)))
#define TF_Q2(t0, t1, t2, t3, a1, b1) TF_Q3(t2, t3, TF_NIB(t0, a1), TF_NIB(t1, b1))
#define TF_Q1(t0, t1, t2, t3, a0, b0) \
  TF_Q2(t0, t1, t2, t3, (a0) ^ (b0), (a0) ^ TF_ROR4(b0) ^ (8 * (a0) & 15))
#define TF_Q_(t0, t1, t2, t3, x) TF_Q1(t0, t1, t2, t3, (x) >> 4, (x) & 15)
#define TF_Q(t, x) TF_Q_(t, x)

/* multiplication in GF(2^8) mod v(x) by the constants of the MDS matrix, through
   x^-1 a = (a >> 1) ^ (a & 1) 0xb4 (0xb4 = x^-1): 0x5b = 1 + x^-2 and 0xef = 1 + x^-1 + x^-2 */
#define TF_XI(a) (((a) >> 1) ^ ((a) & 1) * 0xb4)
#define TF_MUL5B(a) ((a) ^ TF_XI(TF_XI(a)))
#define TF_MULEF(a) ((a) ^ TF_XI(a) ^ TF_XI(TF_XI(a)))

/* column j of MDS times y, as a little-endian word (row i in byte i):
     01 EF 5B 5B
     5B EF EF 01
     EF 5B 01 EF
     EF 01 EF 5B */
#define TF_W(b0, b1, b2, b3) \
  ((uint32_t) (b0) | (uint32_t) (b1) << 8 | (uint32_t) (b2) << 16 | (uint32_t) (b3) << 24)
#define TF_MDS0(y) TF_W(y, TF_MUL5B(y), TF_MULEF(y), TF_MULEF(y))
#define TF_MDS1(y) TF_W(TF_MULEF(y), TF_MULEF(y), TF_MUL5B(y), y)
#define TF_MDS2(y) TF_W(TF_MUL5B(y), TF_MULEF(y), y, TF_MULEF(y))
#define TF_MDS3(y) TF_W(TF_MUL5B(y), y, TF_MULEF(y), TF_MUL5B(y))

#define TF_R4(f, x) f(x) f((x) + 1) f((x) + 2) f((x) + 3)
#define TF_R16(f, x) TF_R4(f, x) TF_R4(f, (x) + 4) TF_R4(f, (x) + 8) TF_R4(f, (x) + 12)
#define TF_R64(f, x) TF_R16(f, x) TF_R16(f, (x) + 16) TF_R16(f, (x) + 32) TF_R16(f, (x) + 48)
#define TF_R256(f) TF_R64(f, 0) TF_R64(f, 64) TF_R64(f, 128) TF_R64(f, 192)

#define TF_Q0_ENTRY(x) TF_Q(TF_Q0_T, x),
#define TF_Q1_ENTRY(x) TF_Q(TF_Q1_T, x),
#define TF_MDS0_ENTRY(x) TF_MDS0(x),
#define TF_MDS1_ENTRY(x) TF_MDS1(x),
#define TF_MDS2_ENTRY(x) TF_MDS2(x),
#define TF_MDS3_ENTRY(x) TF_MDS3(x),

static const uint8_t tf_q[2][256] = {{TF_R256(TF_Q0_ENTRY)}, {TF_R256(TF_Q1_ENTRY)}};
static const uint32_t tf_mds[4][256] = {
  {TF_R256(TF_MDS0_ENTRY)}, {TF_R256(TF_MDS1_ENTRY)},
  {TF_R256(TF_MDS2_ENTRY)}, {TF_R256(TF_MDS3_ENTRY)}};

#endif

/*
 * ctr128/transpose.h: SV_TRANSPOSE(a, b, c, d), the 4x4 transpose of 32-bit words inside
 * every 128-bit lane of four vector registers: from blocks (one 16-byte block per 128-bit
 * lane) to words (register j holds word j of every block) and, applied again, back. The
 * block order across the lanes is permuted, the same way both times. The including file
 * defines SV (the vector type) and SV_UNPACKLO32, SV_UNPACKHI32, SV_UNPACKLO64,
 * SV_UNPACKHI64 (the unpack instructions of its width). Public domain (CC0).
 */
#ifndef CTR128_TRANSPOSE_H
#define CTR128_TRANSPOSE_H

#define SV_TRANSPOSE(a, b, c, d)                                                         \
  do {                                                                                   \
    SV t0_ = SV_UNPACKLO32(a, b), t1_ = SV_UNPACKHI32(a, b);                             \
    SV t2_ = SV_UNPACKLO32(c, d), t3_ = SV_UNPACKHI32(c, d);                             \
    a = SV_UNPACKLO64(t0_, t2_); b = SV_UNPACKHI64(t0_, t2_);                            \
    c = SV_UNPACKLO64(t1_, t3_); d = SV_UNPACKHI64(t1_, t3_);                            \
  } while (0)

#endif

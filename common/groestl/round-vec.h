/*
 * groestl/round-vec.h: one round of Groestl's P and Q side by side ("Groestl - a SHA-3
 * candidate" version 2.0.1, 2011, section 3.4), for vector registers that hold row i of P's
 * state in their first half (or lane) and row i of Q's state in their second: x0..x7 are the
 * eight rows. The including file defines, for its vector type:
 *   GV_XOR(a, b), GV_SHUFFLE(a, mask) (a byte shuffle inside each 128-bit lane),
 *   GV_SUBBYTES(a) (AESENCLAST with a zero key: ShiftRows(SubBytes(a))), GV_XTIME(a) (each
 *   byte times 2 in GF(2^8)), and GV_MUL4(a) (times 4) if it has a multiplier.
 * Groestl's S-box is AES's. AESENCLAST also applies AES's ShiftRows, so each row's shuffle
 * first undoes that and does ShiftBytes (SubBytes is per byte, so the order does not
 * matter): groestl/shuffles.h holds the masks.
 * Constant time: no table lookups, no branches. Public domain (CC0).
 */
#ifndef GROESTL_ROUND_VEC_H
#define GROESTL_ROUND_VEC_H

/* MixBytes (section 3.4.4): row i becomes sum_k v[k] x[i + k], v = (2 2 3 4 5 3 5 7), as
   S1 + 2 (S2 + 2 S4) with S4 = x3 + x4 + x6 + x7 = t3 + t6 (t_i = x_i + x_{i+1}),
   S2 = t0 + u0 (u_i = x_{i+2} + x_{i+5} + x_{i+7}) and S1 = u0 + x4 + x6, indices
   relative to i */
#if defined(GV_MUL4)
/* with a multiplier (GFNI), S1 + 2 S2 + 4 S4: one multiplication deep instead of two */
#define GROESTL_MIXROW(x, t, y, i) \
  y = GV_XOR(GV_XOR(GV_XOR(u##i, GV_XOR(x[((i) + 4) % 8], x[((i) + 6) % 8])), \
                    GV_XTIME(GV_XOR(t[i], u##i))), \
             GV_MUL4(GV_XOR(t[((i) + 3) % 8], t[((i) + 6) % 8])))
#else
#define GROESTL_MIXROW(x, t, y, i) \
  y = GV_XOR(GV_XOR(u##i, GV_XOR(x[((i) + 4) % 8], x[((i) + 6) % 8])), \
             GV_XTIME(GV_XOR(GV_XOR(t[i], u##i), \
                             GV_XTIME(GV_XOR(t[((i) + 3) % 8], t[((i) + 6) % 8])))))
#endif

#define GROESTL_U(x, i) \
  GV_XOR(GV_XOR(x[((i) + 2) % 8], x[((i) + 5) % 8]), x[((i) + 7) % 8])

/* x[0..7] = MixBytes(SubBytes(ShiftBytes(AddRoundConstant(x)))): row 0 takes c0, rows
   1..6 cmid, row 7 c7 (P's constant is in row 0, Q's 0xff everywhere and its counter in
   row 7), mask[i] is row i's shuffle */
#define GROESTL_VROUND(x, c0, cmid, c7, mask) do { \
    GV r_[8], t_[8], u0, u1, u2, u3, u4, u5, u6, u7; \
    int i_; \
    r_[0] = GV_XOR(x[0], c0); \
    for (i_ = 1; i_ < 7; ++i_) r_[i_] = GV_XOR(x[i_], cmid); \
    r_[7] = GV_XOR(x[7], c7); \
    for (i_ = 0; i_ < 8; ++i_) r_[i_] = GV_SUBBYTES(GV_SHUFFLE(r_[i_], mask[i_])); \
    for (i_ = 0; i_ < 8; ++i_) t_[i_] = GV_XOR(r_[i_], r_[(i_ + 1) % 8]); \
    u0 = GROESTL_U(r_, 0); u1 = GROESTL_U(r_, 1); u2 = GROESTL_U(r_, 2); \
    u3 = GROESTL_U(r_, 3); u4 = GROESTL_U(r_, 4); u5 = GROESTL_U(r_, 5); \
    u6 = GROESTL_U(r_, 6); u7 = GROESTL_U(r_, 7); \
    GROESTL_MIXROW(r_, t_, x[0], 0); GROESTL_MIXROW(r_, t_, x[1], 1); \
    GROESTL_MIXROW(r_, t_, x[2], 2); GROESTL_MIXROW(r_, t_, x[3], 3); \
    GROESTL_MIXROW(r_, t_, x[4], 4); GROESTL_MIXROW(r_, t_, x[5], 5); \
    GROESTL_MIXROW(r_, t_, x[6], 6); GROESTL_MIXROW(r_, t_, x[7], 7); \
  } while (0)

/* The same round on four registers y[0..3] whose two 128-bit lanes hold rows j and j + 4
   ([P row | Q row], 8 bytes each: Groestl-256 in 256-bit registers). The ring
   r = (y0, y1, y2, y3, y0..y3 with lanes swapped) holds, at index j + k mod 8, row j + k in
   the lane of row j and row j + 4 + k in the lane of row j + 4, so MixBytes is the formula
   above for outputs 0..3. GV_SWAPLANES(a) exchanges the lanes; c[j] and mask[j] are
   register j's round constant and shuffle. */
#define GROESTL_VROUND4(y, c, mask) do { \
    GV r_[8], t_[8], u0, u1, u2, u3; \
    int i_; \
    for (i_ = 0; i_ < 4; ++i_) { \
      r_[i_] = GV_SUBBYTES(GV_SHUFFLE(GV_XOR(y[i_], c[i_]), mask[i_])); \
      r_[i_ + 4] = GV_SWAPLANES(r_[i_]); \
    } \
    for (i_ = 0; i_ < 8; ++i_) t_[i_] = GV_XOR(r_[i_], r_[(i_ + 1) % 8]); \
    u0 = GROESTL_U(r_, 0); u1 = GROESTL_U(r_, 1); u2 = GROESTL_U(r_, 2); \
    u3 = GROESTL_U(r_, 3); \
    GROESTL_MIXROW(r_, t_, y[0], 0); GROESTL_MIXROW(r_, t_, y[1], 1); \
    GROESTL_MIXROW(r_, t_, y[2], 2); GROESTL_MIXROW(r_, t_, y[3], 3); \
  } while (0)

#endif

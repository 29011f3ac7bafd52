/*
 * keccak/rounds.h: one Keccak-f[1600] round on 25 named lanes, written once for every lane type
 * (a uint64_t, or a vector holding the same lane of several states). Included by the unrolled
 * permutations (keccak/f1600-opt64.h, keccak/f1600x4-avx2.h), which define first:
 *   KECCAK_XOR(a, b), KECCAK_XOR5(a, b, c, d, e), KECCAK_ROTL(v, n) for a constant n in 0..63,
 *   KECCAK_CHI(a, b, c) = a ^ (~b & c), KECCAK_RC(i) = round constant i as a lane,
 * declare the lanes A##xy / E##xy (x, y = 0..4) and b0..b4, c0..c4, d0..d4, use
 * KECCAK_ROUND(A, E, i), and #undef these macros afterwards (keccak/rounds-end.h).
 * Specified in FIPS 202 (2015), section 3.2: theta, rho, pi, chi and iota are fused, and pi
 * costs nothing: it is only the choice of which named lanes feed each output row.
 * No include guard: each permutation includes it with its own lane operations.
 * Public domain (CC0).
 */

/* theta's column parities c and the effects d = c[x-1] ^ rot(c[x+1], 1) */
#define KECCAK_THETA(A) \
  c0 = KECCAK_XOR5(A##00, A##01, A##02, A##03, A##04); \
  c1 = KECCAK_XOR5(A##10, A##11, A##12, A##13, A##14); \
  c2 = KECCAK_XOR5(A##20, A##21, A##22, A##23, A##24); \
  c3 = KECCAK_XOR5(A##30, A##31, A##32, A##33, A##34); \
  c4 = KECCAK_XOR5(A##40, A##41, A##42, A##43, A##44); \
  d0 = KECCAK_XOR(c4, KECCAK_ROTL(c1, 1)); \
  d1 = KECCAK_XOR(c0, KECCAK_ROTL(c2, 1)); \
  d2 = KECCAK_XOR(c1, KECCAK_ROTL(c3, 1)); \
  d3 = KECCAK_XOR(c2, KECCAK_ROTL(c4, 1)); \
  d4 = KECCAK_XOR(c3, KECCAK_ROTL(c0, 1));

/* Output row Y of E: the five lanes that pi moves there (x = 0..4), each with its theta
   effect and rho offset, then chi along the row. */
#define KECCAK_ROW(E, Y, l0, e0, r0, l1, e1, r1, l2, e2, r2, l3, e3, r3, l4, e4, r4) \
  b0 = KECCAK_ROTL(KECCAK_XOR(l0, e0), r0); \
  b1 = KECCAK_ROTL(KECCAK_XOR(l1, e1), r1); \
  b2 = KECCAK_ROTL(KECCAK_XOR(l2, e2), r2); \
  b3 = KECCAK_ROTL(KECCAK_XOR(l3, e3), r3); \
  b4 = KECCAK_ROTL(KECCAK_XOR(l4, e4), r4); \
  E##0##Y = KECCAK_CHI(b0, b1, b2); \
  E##1##Y = KECCAK_CHI(b1, b2, b3); \
  E##2##Y = KECCAK_CHI(b2, b3, b4); \
  E##3##Y = KECCAK_CHI(b3, b4, b0); \
  E##4##Y = KECCAK_CHI(b4, b0, b1);

/* E = round i of A: B[x,y] = A[(x+3y) mod 5, x] rotated by its rho offset (FIPS 202 3.2.3) */
#define KECCAK_ROUND(A, E, i) \
  KECCAK_THETA(A) \
  KECCAK_ROW(E, 0, A##00, d0, 0, A##11, d1, 44, A##22, d2, 43, A##33, d3, 21, A##44, d4, 14) \
  E##00 = KECCAK_XOR(E##00, KECCAK_RC(i)); \
  KECCAK_ROW(E, 1, A##30, d3, 28, A##41, d4, 20, A##02, d0, 3, A##13, d1, 45, A##24, d2, 61) \
  KECCAK_ROW(E, 2, A##10, d1, 1, A##21, d2, 6, A##32, d3, 25, A##43, d4, 8, A##04, d0, 18) \
  KECCAK_ROW(E, 3, A##40, d4, 27, A##01, d0, 36, A##12, d1, 10, A##23, d2, 15, A##34, d3, 56) \
  KECCAK_ROW(E, 4, A##20, d2, 62, A##31, d3, 55, A##42, d4, 39, A##03, d0, 41, A##14, d1, 2)

/* the lanes of a state array s[x + 5y] to and from the variables A##xy */
#define KECCAK_LANES(OP, A) \
  OP(A, 0, 0) OP(A, 1, 0) OP(A, 2, 0) OP(A, 3, 0) OP(A, 4, 0) \
  OP(A, 0, 1) OP(A, 1, 1) OP(A, 2, 1) OP(A, 3, 1) OP(A, 4, 1) \
  OP(A, 0, 2) OP(A, 1, 2) OP(A, 2, 2) OP(A, 3, 2) OP(A, 4, 2) \
  OP(A, 0, 3) OP(A, 1, 3) OP(A, 2, 3) OP(A, 3, 3) OP(A, 4, 3) \
  OP(A, 0, 4) OP(A, 1, 4) OP(A, 2, 4) OP(A, 3, 4) OP(A, 4, 4)
#define KECCAK_LOAD(A, x, y) A##x##y = s[x + 5 * y];
#define KECCAK_STORE(A, x, y) s[x + 5 * y] = A##x##y;
#define KECCAK_DECLARE(A, x, y) , A##x##y

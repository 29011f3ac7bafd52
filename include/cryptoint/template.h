/*
 * cryptoint/template.h: the constant-time integer functions of one crypto_{int,uint}N type.
 * Specified in doc/headers.md (names and meanings are SUPERCOP's cryptoint, 2025);
 * written here from that specification. Public domain (CC0).
 *
 * Not a header of its own: crypto_intN.h and crypto_uintN.h define the parameters below and
 * include this file, which defines the functions and undefines the parameters again.
 *   CRYPTOINT_NAME(f)  the function name, e.g. crypto_int32_##f
 *   CRYPTOINT_T        the type (the crypto_intN macro), CRYPTOINT_U its unsigned twin
 *   CRYPTOINT_BITS     N: 8, 16, 32 or 64
 *   CRYPTOINT_SIGNED   1 for intN, 0 for uintN
 *
 * Constant time: no branch and no memory index depends on an argument. All arithmetic is done
 * in the unsigned type, so there is no signed overflow even without -fwrapv; results go back
 * to the signed type by conversion (modular with every compiler we know; C says
 * implementation-defined). Every predicate is reduced to "the top bit of some word", which
 * internal_top01 extracts behind a barrier so that the compiler neither recognises the
 * comparison nor learns that the result is 0 or 1 (which would let it turn masks back into
 * branches). Define CRYPTOINT_PORTABLE to use the generic C paths everywhere (tests do).
 */
#ifndef CRYPTOINT_NAME
#error "cryptoint/template.h is included by crypto_intN.h / crypto_uintN.h only"
#endif

#define CRYPTOINT_TOP ((CRYPTOINT_U) ((CRYPTOINT_U) 1 << (CRYPTOINT_BITS - 1)))
#if CRYPTOINT_SIGNED
#define CRYPTOINT_FLIP ((CRYPTOINT_U) 0)
#else
/* unsigned x < y is signed (x ^ TOP) < (y ^ TOP): one comparison routine serves both */
#define CRYPTOINT_FLIP CRYPTOINT_TOP
#endif

/* Loops here have constant trip counts (at most 8). Fully unrolled, gcc and clang turn the
   byte loops of load/store into one (byte-swapped) load or store; gcc -O2 would not unroll. */
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 8)
#define CRYPTOINT_UNROLL _Pragma("GCC unroll 8")
#else
#define CRYPTOINT_UNROLL
#endif

/* Always 0 (harness/optblocker.c); the compiler cannot know that. */
extern volatile CRYPTOINT_T CRYPTOINT_NAME(optblocker);

/* internal: x, with everything the optimizer knew about its value forgotten */
static inline CRYPTOINT_U CRYPTOINT_NAME(internal_hide)(CRYPTOINT_U x)
{
#if defined(__GNUC__) && !defined(CRYPTOINT_PORTABLE)
  __asm__("" : "+r"(x));  /* emits nothing; x is "changed" by an opaque statement */
#else
  x ^= (CRYPTOINT_U) CRYPTOINT_NAME(optblocker);
#endif
  return x;
}

/* internal: the top bit of x, 0 or 1. The barrier sits between two shifts: the compiler can
   neither match the input pattern (e.g. (x | -x) >> 31 is x != 0) nor prove the output is 0/1. */
static inline CRYPTOINT_U CRYPTOINT_NAME(internal_top01)(CRYPTOINT_U x)
{
  x = (CRYPTOINT_U) (x >> (CRYPTOINT_BITS - 6));
  x = CRYPTOINT_NAME(internal_hide)(x);
  return (CRYPTOINT_U) (x >> 5);
}

static inline CRYPTOINT_U CRYPTOINT_NAME(internal_topmask)(CRYPTOINT_U x)
{
  return (CRYPTOINT_U) (0 - CRYPTOINT_NAME(internal_top01)(x));
}

/* internal: a word whose top bit is x < y (a - b with the sign corrected on overflow) */
static inline CRYPTOINT_U CRYPTOINT_NAME(internal_lt)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  CRYPTOINT_U a = (CRYPTOINT_U) ((CRYPTOINT_U) x ^ CRYPTOINT_FLIP);
  CRYPTOINT_U b = (CRYPTOINT_U) ((CRYPTOINT_U) y ^ CRYPTOINT_FLIP);
  CRYPTOINT_U z = (CRYPTOINT_U) (a - b);
  return (CRYPTOINT_U) (z ^ ((a ^ b) & (z ^ a)));
}

/* ---- load and store ---- */

/* byte i of the value is bits 8i..8i+7; bigendian stores the bytes in reverse order */
#define CRYPTOINT_BYTES (CRYPTOINT_BITS / 8)

static inline CRYPTOINT_T CRYPTOINT_NAME(load)(const unsigned char *s)
{
  CRYPTOINT_U z = 0;
  int i;
  CRYPTOINT_UNROLL
  for (i = 0; i < CRYPTOINT_BYTES; i++) z |= (CRYPTOINT_U) ((CRYPTOINT_U) s[i] << (8 * i));
  return (CRYPTOINT_T) z;
}

static inline CRYPTOINT_T CRYPTOINT_NAME(load_bigendian)(const unsigned char *s)
{
  CRYPTOINT_U z = 0;
  int i;
  CRYPTOINT_UNROLL
  for (i = 0; i < CRYPTOINT_BYTES; i++)
    z |= (CRYPTOINT_U) ((CRYPTOINT_U) s[CRYPTOINT_BYTES - 1 - i] << (8 * i));
  return (CRYPTOINT_T) z;
}

static inline void CRYPTOINT_NAME(store)(unsigned char *s, CRYPTOINT_T x)
{
  int i;
  CRYPTOINT_UNROLL
  for (i = 0; i < CRYPTOINT_BYTES; i++) s[i] = (unsigned char) ((CRYPTOINT_U) x >> (8 * i));
}

static inline void CRYPTOINT_NAME(store_bigendian)(unsigned char *s, CRYPTOINT_T x)
{
  int i;
  CRYPTOINT_UNROLL
  for (i = 0; i < CRYPTOINT_BYTES; i++)
    s[CRYPTOINT_BYTES - 1 - i] = (unsigned char) ((CRYPTOINT_U) x >> (8 * i));
}

/* ---- one-argument predicates ---- */

static inline CRYPTOINT_T CRYPTOINT_NAME(topbit_mask)(CRYPTOINT_T x)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)((CRYPTOINT_U) x);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(topbit_01)(CRYPTOINT_T x)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)((CRYPTOINT_U) x);
}

#if CRYPTOINT_SIGNED
static inline CRYPTOINT_T CRYPTOINT_NAME(negative_mask)(CRYPTOINT_T x)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)((CRYPTOINT_U) x);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(negative_01)(CRYPTOINT_T x)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)((CRYPTOINT_U) x);
}

/* x > 0 iff -x is negative and x is not (x = min has -x = min, caught by ~x) */
static inline CRYPTOINT_T CRYPTOINT_NAME(positive_mask)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)((CRYPTOINT_U) ((0 - u) & ~u));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(positive_01)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)((CRYPTOINT_U) ((0 - u) & ~u));
}
#endif

/* bit 0 moved to the top, so that it goes through the same barrier */
static inline CRYPTOINT_T CRYPTOINT_NAME(bottombit_mask)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) ((CRYPTOINT_U) x << (CRYPTOINT_BITS - 1));
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)(u);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(bottombit_01)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) ((CRYPTOINT_U) x << (CRYPTOINT_BITS - 1));
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)(u);
}

/* x | -x has its top bit set iff x != 0 */
static inline CRYPTOINT_T CRYPTOINT_NAME(nonzero_mask)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)((CRYPTOINT_U) (u | (0 - u)));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(nonzero_01)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)((CRYPTOINT_U) (u | (0 - u)));
}

/* ~x & (x - 1) has its top bit set iff x == 0 */
static inline CRYPTOINT_T CRYPTOINT_NAME(zero_mask)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)((CRYPTOINT_U) (~u & (u - 1)));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(zero_01)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)((CRYPTOINT_U) (~u & (u - 1)));
}

/* ---- comparisons ---- */

static inline CRYPTOINT_T CRYPTOINT_NAME(unequal_mask)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return CRYPTOINT_NAME(nonzero_mask)((CRYPTOINT_T) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(unequal_01)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return CRYPTOINT_NAME(nonzero_01)((CRYPTOINT_T) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(equal_mask)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return CRYPTOINT_NAME(zero_mask)((CRYPTOINT_T) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(equal_01)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return CRYPTOINT_NAME(zero_01)((CRYPTOINT_T) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(smaller_mask)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)(CRYPTOINT_NAME(internal_lt)(x, y));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(smaller_01)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)(CRYPTOINT_NAME(internal_lt)(x, y));
}

/* x <= y iff not y < x */
static inline CRYPTOINT_T CRYPTOINT_NAME(leq_mask)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  CRYPTOINT_U z = (CRYPTOINT_U) ~CRYPTOINT_NAME(internal_lt)(y, x);
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_topmask)(z);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(leq_01)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  CRYPTOINT_U z = (CRYPTOINT_U) ~CRYPTOINT_NAME(internal_lt)(y, x);
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_top01)(z);
}

/* ---- min, max: swap by masked xor when y < x ---- */

static inline CRYPTOINT_T CRYPTOINT_NAME(min)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  CRYPTOINT_U d = (CRYPTOINT_U) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y);
  d &= (CRYPTOINT_U) CRYPTOINT_NAME(smaller_mask)(y, x);
  return (CRYPTOINT_T) ((CRYPTOINT_U) x ^ d);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(max)(CRYPTOINT_T x, CRYPTOINT_T y)
{
  CRYPTOINT_U d = (CRYPTOINT_U) ((CRYPTOINT_U) x ^ (CRYPTOINT_U) y);
  d &= (CRYPTOINT_U) CRYPTOINT_NAME(smaller_mask)(y, x);
  return (CRYPTOINT_T) ((CRYPTOINT_U) y ^ d);
}

static inline void CRYPTOINT_NAME(minmax)(CRYPTOINT_T *p, CRYPTOINT_T *q)
{
  CRYPTOINT_U x = (CRYPTOINT_U) *p, y = (CRYPTOINT_U) *q;
  CRYPTOINT_U d = (CRYPTOINT_U) (x ^ y);
  d &= (CRYPTOINT_U) CRYPTOINT_NAME(smaller_mask)(*q, *p);
  *p = (CRYPTOINT_T) (x ^ d);
  *q = (CRYPTOINT_T) (y ^ d);
}

/* ---- shifts by a secret count j mod N ---- */

/* internal: u << (j mod N) (left = 1) or u >> (j mod N), logical. x86-64 and arm64 shift any
   width up to 64 in constant time. Elsewhere (e.g. a 64-bit shift on a 32-bit CPU, compiled
   to a branch) shift by 1, 2, 4, ... under masks made from the bits of j. */
static inline CRYPTOINT_U CRYPTOINT_NAME(internal_shift)(CRYPTOINT_U u, CRYPTOINT_T j, int left)
{
  CRYPTOINT_U s = (CRYPTOINT_U) ((CRYPTOINT_U) j & (CRYPTOINT_BITS - 1));
#if (defined(__x86_64__) || defined(__aarch64__)) && !defined(CRYPTOINT_PORTABLE)
  return left ? (CRYPTOINT_U) (u << s) : (CRYPTOINT_U) (u >> s);  /* left is a constant */
#else
  int k;
  CRYPTOINT_UNROLL
  for (k = 0; (1 << k) < CRYPTOINT_BITS; k++) {
    CRYPTOINT_U v = left ? (CRYPTOINT_U) (u << (1 << k)) : (CRYPTOINT_U) (u >> (1 << k));
    CRYPTOINT_U bit = (CRYPTOINT_U) CRYPTOINT_NAME(bottombit_mask)((CRYPTOINT_T) (s >> k));
    u ^= (CRYPTOINT_U) ((u ^ v) & bit);
  }
  return u;
#endif
}

static inline CRYPTOINT_T CRYPTOINT_NAME(shlmod)(CRYPTOINT_T x, CRYPTOINT_T j)
{
  return (CRYPTOINT_T) CRYPTOINT_NAME(internal_shift)((CRYPTOINT_U) x, j, 1);
}

/* arithmetic for signed: complement negative x, shift logically, complement back */
static inline CRYPTOINT_T CRYPTOINT_NAME(shrmod)(CRYPTOINT_T x, CRYPTOINT_T j)
{
#if CRYPTOINT_SIGNED
  CRYPTOINT_U sign = (CRYPTOINT_U) CRYPTOINT_NAME(negative_mask)(x);
#else
  CRYPTOINT_U sign = 0;
#endif
  CRYPTOINT_U u = CRYPTOINT_NAME(internal_shift)((CRYPTOINT_U) ((CRYPTOINT_U) x ^ sign), j, 0);
  return (CRYPTOINT_T) (u ^ sign);
}

static inline CRYPTOINT_T CRYPTOINT_NAME(bitmod_mask)(CRYPTOINT_T x, CRYPTOINT_T j)
{
  return CRYPTOINT_NAME(bottombit_mask)(CRYPTOINT_NAME(shrmod)(x, j));
}

static inline CRYPTOINT_T CRYPTOINT_NAME(bitmod_01)(CRYPTOINT_T x, CRYPTOINT_T j)
{
  return CRYPTOINT_NAME(bottombit_01)(CRYPTOINT_NAME(shrmod)(x, j));
}

/* ---- bit counts ---- */

/* add neighbouring bits, then pairs, then nibbles (no multiply: not constant time on every
   CPU); each byte then holds its count, and the bytes are summed into the low one */
static inline int CRYPTOINT_NAME(ones_num)(CRYPTOINT_T x)
{
  const CRYPTOINT_U ones = (CRYPTOINT_U) ~(CRYPTOINT_U) 0;
  CRYPTOINT_U y = (CRYPTOINT_U) x;
  int k;
  y = (CRYPTOINT_U) (y - ((y >> 1) & (ones / 3)));                /* 0x55... */
  y = (CRYPTOINT_U) ((y & (ones / 5)) + ((y >> 2) & (ones / 5)));  /* 0x33... */
  y = (CRYPTOINT_U) ((y + (y >> 4)) & (ones / 17));                /* 0x0f... */
  CRYPTOINT_UNROLL
  for (k = 8; k < CRYPTOINT_BITS; k *= 2) y = (CRYPTOINT_U) (y + (y >> k));
  return (int) (y & 0xff);
}

/* ~x & (x - 1) has exactly the low zero bits of x set (all N when x = 0) */
static inline int CRYPTOINT_NAME(bottomzeros_num)(CRYPTOINT_T x)
{
  CRYPTOINT_U u = (CRYPTOINT_U) x;
  return CRYPTOINT_NAME(ones_num)((CRYPTOINT_T) (~u & (u - 1)));
}

#undef CRYPTOINT_BYTES
#undef CRYPTOINT_UNROLL
#undef CRYPTOINT_FLIP
#undef CRYPTOINT_TOP
#undef CRYPTOINT_NAME
#undef CRYPTOINT_T
#undef CRYPTOINT_U
#undef CRYPTOINT_BITS
#undef CRYPTOINT_SIGNED

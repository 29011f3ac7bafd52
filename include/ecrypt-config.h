/*
 * ecrypt-config.h: what the eSTREAM API (ECRYPT, 2005) needs to know about the machine, as
 * SUPERCOP's include/ offers it to eSTREAM-style implementations (through ecrypt-portable.h):
 *   ECRYPT_LITTLE_ENDIAN, ECRYPT_BIG_ENDIAN or ECRYPT_UNKNOWN   the byte order
 *   I8T, I16T, I32T, I64T      the smallest standard types (char ... long long) of at least
 *   U8C(v) ... U64C(v)         8, 16, 32, 64 bits, and an unsigned literal of each
 *   ECRYPT_NATIVE64            I64T is no wider a type than long (not long long)
 *   MAXT                       the widest type, for ALIGN: __m128, __m64, vector int or long
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#ifndef ECRYPT_CONFIG
#define ECRYPT_CONFIG

#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define ECRYPT_LITTLE_ENDIAN
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define ECRYPT_BIG_ENDIAN
#elif defined(__x86_64) || defined(__i386) || defined(_M_IX86) || defined(_M_X64) || defined(_MSC_VER)
#define ECRYPT_LITTLE_ENDIAN
#else
#define ECRYPT_UNKNOWN
#endif

#include <limits.h>

/* char has at least 8 bits and short at least 16 (C guarantees both) */
#define I8T char
#define U8C(v) (v##U)
#define I16T short
#define U16C(v) (v##U)

#if UINT_MAX / 0xffffU >= 0xffffU
#define I32T int
#define U32C(v) (v##U)
#else
#define I32T long
#define U32C(v) (v##UL)
#endif

#if ULONG_MAX / 0xffffffffUL > 0xffffffffUL
#define I64T long
#define U64C(v) (v##UL)
#define ECRYPT_NATIVE64
#else
#define I64T long long
#define U64C(v) (v##ULL)
#endif

#if defined(__SSE__) || (defined(_MSC_VER) && _MSC_VER >= 1300)
#include <xmmintrin.h>
#define MAXT __m128
#elif defined(__MMX__)
#include <mmintrin.h>
#define MAXT __m64
#elif defined(__ALTIVEC__)
#define MAXT __vector int
#else
#define MAXT long
#endif

#endif

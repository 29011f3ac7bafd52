/*
 * ecrypt-portable.h: the eSTREAM API's portable layer, as SUPERCOP's include/ offers it:
 *   u8 u16 u32 u64, s8 s16 s32 s64     unsigned and signed types of at least that many bits
 *   U8V(v) ... U64V(v)                 v cut to exactly 8 ... 64 bits
 *   ROTL8 ... ROTL64, ROTR8 ... ROTR64 rotations (0 < n < width; arguments evaluated twice)
 *   SWAP16 SWAP32 SWAP64               byte reversal
 *   U16TO16_LITTLE ... U64TO64_BIG     a word to/from that byte order (where it is known)
 *   U8TO16_LITTLE(p) ... U8TO64_BIG(p) a word loaded from bytes in that order,
 *   U16TO8_LITTLE(p, v) ... U64TO8_BIG a word stored as bytes in that order (cryptoint's
 *                                      crypto_uintN_load/store, as in SUPERCOP)
 *   ALIGN(t, v, n)                     an array v of n t, aligned like MAXT (as v.b)
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#ifndef ECRYPT_PORTABLE
#define ECRYPT_PORTABLE

#include "ecrypt-config.h"

typedef signed I8T s8;
typedef unsigned I8T u8;
typedef signed I16T s16;
typedef unsigned I16T u16;
typedef signed I32T s32;
typedef unsigned I32T u32;
typedef signed I64T s64;
typedef unsigned I64T u64;

#define U8V(v) ((u8) (v) & U8C(0xFF))
#define U16V(v) ((u16) (v) & U16C(0xFFFF))
#define U32V(v) ((u32) (v) & U32C(0xFFFFFFFF))
#define U64V(v) ((u64) (v) & U64C(0xFFFFFFFFFFFFFFFF))

#define ECRYPT_DEFAULT_ROT
#define ROTL8(v, n) (U8V((v) << (n)) | ((v) >> (8 - (n))))
#define ROTL16(v, n) (U16V((v) << (n)) | ((v) >> (16 - (n))))
#define ROTL32(v, n) (U32V((v) << (n)) | ((v) >> (32 - (n))))
#define ROTL64(v, n) (U64V((v) << (n)) | ((v) >> (64 - (n))))
#define ROTR8(v, n) ROTL8(v, 8 - (n))
#define ROTR16(v, n) ROTL16(v, 16 - (n))
#define ROTR32(v, n) ROTL32(v, 32 - (n))
#define ROTR64(v, n) ROTL64(v, 64 - (n))
#include "ecrypt-machine.h"

#define ECRYPT_DEFAULT_SWAP
#define SWAP16(v) ROTL16(v, 8)
#define SWAP32(v) ((ROTL32(v, 8) & U32C(0x00FF00FF)) | (ROTL32(v, 24) & U32C(0xFF00FF00)))
/* the two halves swapped and each reversed (v is evaluated twice, as everywhere here) */
#define SWAP64(v) (((u64) SWAP32(U32V(v)) << 32) | (u64) SWAP32(U32V((v) >> 32)))
#include "ecrypt-machine.h"

#define ECRYPT_DEFAULT_WTOW
#ifdef ECRYPT_LITTLE_ENDIAN
#define U16TO16_LITTLE(v) (v)
#define U32TO32_LITTLE(v) (v)
#define U64TO64_LITTLE(v) (v)
#define U16TO16_BIG(v) SWAP16(v)
#define U32TO32_BIG(v) SWAP32(v)
#define U64TO64_BIG(v) SWAP64(v)
#endif
#ifdef ECRYPT_BIG_ENDIAN
#define U16TO16_LITTLE(v) SWAP16(v)
#define U32TO32_LITTLE(v) SWAP32(v)
#define U64TO64_LITTLE(v) SWAP64(v)
#define U16TO16_BIG(v) (v)
#define U32TO32_BIG(v) (v)
#define U64TO64_BIG(v) (v)
#endif

#define ECRYPT_DEFAULT_BTOW
#include "crypto_uint16.h"
#include "crypto_uint32.h"
#include "crypto_uint64.h"
#define U8TO16_LITTLE(p) crypto_uint16_load((const unsigned char *) (p))
#define U8TO32_LITTLE(p) crypto_uint32_load((const unsigned char *) (p))
#define U8TO64_LITTLE(p) crypto_uint64_load((const unsigned char *) (p))
#define U8TO16_BIG(p) crypto_uint16_load_bigendian((const unsigned char *) (p))
#define U8TO32_BIG(p) crypto_uint32_load_bigendian((const unsigned char *) (p))
#define U8TO64_BIG(p) crypto_uint64_load_bigendian((const unsigned char *) (p))
#define U16TO8_LITTLE(p, v) crypto_uint16_store((unsigned char *) (p), (v))
#define U32TO8_LITTLE(p, v) crypto_uint32_store((unsigned char *) (p), (v))
#define U64TO8_LITTLE(p, v) crypto_uint64_store((unsigned char *) (p), (v))
#define U16TO8_BIG(p, v) crypto_uint16_store_bigendian((unsigned char *) (p), (v))
#define U32TO8_BIG(p, v) crypto_uint32_store_bigendian((unsigned char *) (p), (v))
#define U64TO8_BIG(p, v) crypto_uint64_store_bigendian((unsigned char *) (p), (v))

#define AT_LEAST_ONE(n) (((n) < 1) ? 1 : (n))
#define ALIGN(t, v, n) union { t b[n]; MAXT l[AT_LEAST_ONE(n * sizeof(t) / sizeof(MAXT))]; } v

#endif

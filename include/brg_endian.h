/*
 * brg_endian.h: the byte order of the target, in Brian Gladman's convention, as SUPERCOP's
 * include/ offers it (AES, SHA-2, Grøstl and Keccak code from his and others' libraries uses it):
 *   IS_BIG_ENDIAN 4321, IS_LITTLE_ENDIAN 1234, PLATFORM_BYTE_ORDER one of the two.
 * The compiler says which (__BYTE_ORDER__); where it does not, the usual machine macros; little
 * endian otherwise, as SUPERCOP's copy assumes. No system header is included (SUPERCOP's copy
 * includes none either). Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#ifndef _BRG_ENDIAN_H
#define _BRG_ENDIAN_H

#define IS_BIG_ENDIAN 4321
#define IS_LITTLE_ENDIAN 1234

#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define PLATFORM_BYTE_ORDER IS_BIG_ENDIAN
#elif defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define PLATFORM_BYTE_ORDER IS_LITTLE_ENDIAN
#elif defined(__BIG_ENDIAN__) || defined(__ARMEB__) || defined(__MIPSEB__) || defined(__sparc) \
  || defined(__hppa) || defined(_AIX) || defined(__s390__) || defined(mc68000)
#define PLATFORM_BYTE_ORDER IS_BIG_ENDIAN
#else
#define PLATFORM_BYTE_ORDER IS_LITTLE_ENDIAN
#endif

#endif

/*
 * crypto_uint32.h: the type crypto_uint32 and its constant-time functions
 * (crypto_uint32_load, crypto_uint32_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_uint32_h
#define crypto_uint32_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_uint32 uint32_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_uint32_##f
#define CRYPTOINT_T crypto_uint32
#define CRYPTOINT_U uint32_t
#define CRYPTOINT_BITS 32
#define CRYPTOINT_SIGNED 0
#include "cryptoint/template.h"

#endif

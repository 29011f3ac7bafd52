/*
 * crypto_int32.h: the type crypto_int32 and its constant-time functions
 * (crypto_int32_load, crypto_int32_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_int32_h
#define crypto_int32_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_int32 int32_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_int32_##f
#define CRYPTOINT_T crypto_int32
#define CRYPTOINT_U uint32_t
#define CRYPTOINT_BITS 32
#define CRYPTOINT_SIGNED 1
#include "cryptoint/template.h"

#endif

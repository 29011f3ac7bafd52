/*
 * crypto_uint8.h: the type crypto_uint8 and its constant-time functions
 * (crypto_uint8_load, crypto_uint8_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_uint8_h
#define crypto_uint8_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_uint8 uint8_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_uint8_##f
#define CRYPTOINT_T crypto_uint8
#define CRYPTOINT_U uint8_t
#define CRYPTOINT_BITS 8
#define CRYPTOINT_SIGNED 0
#include "cryptoint/template.h"

#endif

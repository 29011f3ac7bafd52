/*
 * crypto_int8.h: the type crypto_int8 and its constant-time functions
 * (crypto_int8_load, crypto_int8_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_int8_h
#define crypto_int8_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_int8 int8_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_int8_##f
#define CRYPTOINT_T crypto_int8
#define CRYPTOINT_U uint8_t
#define CRYPTOINT_BITS 8
#define CRYPTOINT_SIGNED 1
#include "cryptoint/template.h"

#endif

/*
 * crypto_int16.h: the type crypto_int16 and its constant-time functions
 * (crypto_int16_load, crypto_int16_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_int16_h
#define crypto_int16_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_int16 int16_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_int16_##f
#define CRYPTOINT_T crypto_int16
#define CRYPTOINT_U uint16_t
#define CRYPTOINT_BITS 16
#define CRYPTOINT_SIGNED 1
#include "cryptoint/template.h"

#endif

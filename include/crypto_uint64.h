/*
 * crypto_uint64.h: the type crypto_uint64 and its constant-time functions
 * (crypto_uint64_load, crypto_uint64_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_uint64_h
#define crypto_uint64_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_uint64 uint64_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_uint64_##f
#define CRYPTOINT_T crypto_uint64
#define CRYPTOINT_U uint64_t
#define CRYPTOINT_BITS 64
#define CRYPTOINT_SIGNED 0
#include "cryptoint/template.h"

#endif

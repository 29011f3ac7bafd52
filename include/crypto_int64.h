/*
 * crypto_int64.h: the type crypto_int64 and its constant-time functions
 * (crypto_int64_load, crypto_int64_equal_mask, ...; the list is in cryptoint/template.h).
 * Specified in doc/headers.md (SUPERCOP's cryptoint); the functions are written once,
 * in cryptoint/template.h. Public domain (CC0).
 */
#ifndef crypto_int64_h
#define crypto_int64_h

#include <inttypes.h>  /* SUPERCOP's headers include it; some implementations rely on that */

#define crypto_int64 int64_t  /* a macro, not a typedef, as in SUPERCOP */

#define CRYPTOINT_NAME(f) crypto_int64_##f
#define CRYPTOINT_T crypto_int64
#define CRYPTOINT_U uint64_t
#define CRYPTOINT_BITS 64
#define CRYPTOINT_SIGNED 1
#include "cryptoint/template.h"

#endif

/*
 * optblocker.c: the "optblocker" globals of the crypto_{int,uint}N.h headers, always 0.
 * Specified in doc/headers.md (SUPERCOP's cryptoint intN_optblocker.c). Being
 * volatile and defined in another object, their value is unknown to the compiler when it
 * compiles an implementation, so mixing one into a value hides that value from the optimizer
 * (include/cryptoint/template.h, where no asm barrier is available). Linked into every
 * program. Public domain (CC0).
 */
#include "crypto_int8.h"
#include "crypto_int16.h"
#include "crypto_int32.h"
#include "crypto_int64.h"
#include "crypto_uint8.h"
#include "crypto_uint16.h"
#include "crypto_uint32.h"
#include "crypto_uint64.h"

volatile crypto_int8 crypto_int8_optblocker = 0;
volatile crypto_int16 crypto_int16_optblocker = 0;
volatile crypto_int32 crypto_int32_optblocker = 0;
volatile crypto_int64 crypto_int64_optblocker = 0;
volatile crypto_uint8 crypto_uint8_optblocker = 0;
volatile crypto_uint16 crypto_uint16_optblocker = 0;
volatile crypto_uint32 crypto_uint32_optblocker = 0;
volatile crypto_uint64 crypto_uint64_optblocker = 0;

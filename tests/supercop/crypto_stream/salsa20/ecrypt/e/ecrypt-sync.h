/* Fixture (tests/supercop/README.md): an eSTREAM-API Salsa20, declared as eSTREAM-style
   SUPERCOP folders declare theirs. Public domain (CC0). */
#define ECRYPT_VARIANT 1

#ifndef ECRYPT_SYNC
#define ECRYPT_SYNC

#include "ecrypt-portable.h"

#define ECRYPT_NAME "Salsa20 (cyclebench fixture)"
#define ECRYPT_PROFILE "bench"
#define ECRYPT_MAXKEYSIZE 256
#define ECRYPT_KEYSIZE(i) (128 + (i) * 128)
#define ECRYPT_MAXIVSIZE 64
#define ECRYPT_IVSIZE(i) (64 + (i) * 64)

typedef struct {
  u8 key[32];
  u8 input[16];  /* the nonce, then the 64-bit block counter */
} ECRYPT_ctx;

#define ECRYPT_GENERATES_KEYSTREAM
#define ECRYPT_USES_DEFAULT_ALL_IN_ONE
#define ECRYPT_BLOCKLENGTH 64
#define ECRYPT_USES_DEFAULT_BLOCK_MACROS
#define ECRYPT_MAXVARIANT 1

#endif

#include "estream-functions.h"

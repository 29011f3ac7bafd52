/*
 * Fixture (tests/supercop/README.md): Salsa20 behind the eSTREAM API (e/ecrypt-sync.h), the
 * crypto_stream functions coming from estream-convert-api.h (api.c); each block from SUPERCOP's
 * subroutine crypto_core_salsa20, the counter kept with ecrypt-portable.h's macros.
 * Public domain (CC0).
 */
#include <string.h>
#include "e/ecrypt-sync.h"
#include "crypto_core_salsa20.h"

static const unsigned char sigma[16] = "expand 32-byte k";

void ECRYPT_init(void) {}

void ECRYPT_keysetup(ECRYPT_ctx *x, const u8 *k, u32 kbits, u32 ivbits)
{
  (void) ivbits;
  memcpy(x->key, k, kbits / 8);
}

void ECRYPT_ivsetup(ECRYPT_ctx *x, const u8 *iv)
{
  memcpy(x->input, iv, 8);
  U64TO8_LITTLE(x->input + 8, 0);
}

void ECRYPT_encrypt_bytes(ECRYPT_ctx *x, const u8 *m, u8 *c, u32 len)
{
  u8 block[64];
  u32 i, take;

  for (; len > 0; len -= take, m += take, c += take) {
    crypto_core_salsa20(block, x->input, x->key, sigma);
    U64TO8_LITTLE(x->input + 8, U8TO64_LITTLE(x->input + 8) + 1);
    take = len < 64 ? len : 64;
    for (i = 0; i < take; ++i) c[i] = m[i] ^ block[i];
  }
}

void ECRYPT_decrypt_bytes(ECRYPT_ctx *x, const u8 *c, u8 *m, u32 len)
{
  ECRYPT_encrypt_bytes(x, c, m, len);
}

void ECRYPT_keystream_bytes(ECRYPT_ctx *x, u8 *stream, u32 len)
{
  memset(stream, 0, len);
  ECRYPT_encrypt_bytes(x, stream, stream, len);
}

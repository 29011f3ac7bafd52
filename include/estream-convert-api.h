/*
 * estream-convert-api.h: crypto_stream and crypto_stream_xor over an implementation of the
 * eSTREAM API (ECRYPT, 2005), as SUPERCOP's include/ offers them: an eSTREAM-style folder's
 * api.c is this one line, and its e/ecrypt-sync.h (found on the include path: the folder is
 * on it) declares the cipher. Each call sets the key (KEYBYTES*8 bits, the IV NONCEBYTES*8),
 * then the IV, then runs the message through in pieces of at most 64 KB (the API counts bytes
 * in u32), with ECRYPT_keystream_bytes where the cipher has it and ECRYPT_encrypt_bytes over
 * zeros otherwise. ECRYPT_init runs once per program. With ECRYPT_USES_DEFAULT_ALL_IN_ONE the
 * packet functions are defined here too (key setup stays the caller's).
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#include "crypto_stream.h"
#include "e/ecrypt-sync.h"

#define ESTREAM_CONVERT_PIECE 65536

#ifdef ECRYPT_USES_DEFAULT_ALL_IN_ONE
#ifdef ECRYPT_HAS_SINGLE_PACKET_FUNCTION
void ECRYPT_process_packet(int action, ECRYPT_ctx *ctx, const u8 *iv, const u8 *input,
                           u8 *output, u32 msglen)
{
  ECRYPT_ivsetup(ctx, iv);
#ifdef ECRYPT_HAS_SINGLE_BYTE_FUNCTION
  ECRYPT_process_bytes(action, ctx, input, output, msglen);
#else
  if (action == 0) ECRYPT_encrypt_bytes(ctx, input, output, msglen);
  else ECRYPT_decrypt_bytes(ctx, input, output, msglen);
#endif
}
#else
void ECRYPT_encrypt_packet(ECRYPT_ctx *ctx, const u8 *iv, const u8 *plaintext, u8 *ciphertext,
                           u32 msglen)
{
  ECRYPT_ivsetup(ctx, iv);
  ECRYPT_encrypt_bytes(ctx, plaintext, ciphertext, msglen);
}

void ECRYPT_decrypt_packet(ECRYPT_ctx *ctx, const u8 *iv, const u8 *ciphertext, u8 *plaintext,
                           u32 msglen)
{
  ECRYPT_ivsetup(ctx, iv);
  ECRYPT_decrypt_bytes(ctx, ciphertext, plaintext, msglen);
}
#endif
#endif

static int estream_convert_initialized = 0;

static void estream_convert_setup(ECRYPT_ctx *ctx, const unsigned char *n, const unsigned char *k)
{
  if (!estream_convert_initialized) {
    ECRYPT_init();
    estream_convert_initialized = 1;
  }
  ECRYPT_keysetup(ctx, k, crypto_stream_KEYBYTES * 8, crypto_stream_NONCEBYTES * 8);
  ECRYPT_ivsetup(ctx, n);
}

int crypto_stream(unsigned char *c, unsigned long long clen, const unsigned char *n,
                  const unsigned char *k)
{
  ECRYPT_ctx ctx;
  unsigned long long piece;

  estream_convert_setup(&ctx, n, k);
#ifndef ECRYPT_GENERATES_KEYSTREAM
  for (piece = 0; piece < clen; ++piece) c[piece] = 0;
#endif
  do {
    piece = clen < ESTREAM_CONVERT_PIECE ? clen : ESTREAM_CONVERT_PIECE;
#ifdef ECRYPT_GENERATES_KEYSTREAM
    ECRYPT_keystream_bytes(&ctx, c, (u32) piece);
#else
    ECRYPT_encrypt_bytes(&ctx, c, c, (u32) piece);
#endif
    c += piece;
    clen -= piece;
  } while (clen > 0);
  return 0;
}

int crypto_stream_xor(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                      const unsigned char *n, const unsigned char *k)
{
  ECRYPT_ctx ctx;
  unsigned long long piece;

  estream_convert_setup(&ctx, n, k);
  do {
    piece = mlen < ESTREAM_CONVERT_PIECE ? mlen : ESTREAM_CONVERT_PIECE;
    ECRYPT_encrypt_bytes(&ctx, m, c, (u32) piece);
    m += piece;
    c += piece;
    mlen -= piece;
  } while (mlen > 0);
  return 0;
}

/*
 * estream-functions.h: the prototypes of the eSTREAM API (ECRYPT, 2005), each function's name
 * moved into the implementation's namespace (CRYPTO_NAMESPACE), as SUPERCOP's include/ offers
 * them. An eSTREAM-style implementation's e/ecrypt-sync.h defines ECRYPT_ctx and says which
 * variant of the API it implements, then includes this file:
 *   ECRYPT_HAS_SINGLE_BYTE_FUNCTION    ECRYPT_process_bytes(action, ...) for encrypt and decrypt
 *   ECRYPT_GENERATES_KEYSTREAM         it also has ECRYPT_keystream_bytes (and _blocks)
 *   ECRYPT_HAS_SINGLE_PACKET_FUNCTION  ECRYPT_process_packet(action, ...) for the packet calls
 *   ECRYPT_USES_DEFAULT_BLOCK_MACROS   the block calls are byte calls of n * ECRYPT_BLOCKLENGTH;
 *                                      without it, ECRYPT_process_blocks(action, ...) (as in
 *                                      SUPERCOP, whose copy always takes the single-function
 *                                      branch there)
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#define ECRYPT_API

#include "ecrypt-portable.h"

#define ECRYPT_init CRYPTO_NAMESPACE(ECRYPT_init)
#define ECRYPT_keysetup CRYPTO_NAMESPACE(ECRYPT_keysetup)
#define ECRYPT_ivsetup CRYPTO_NAMESPACE(ECRYPT_ivsetup)
void ECRYPT_init(void);
void ECRYPT_keysetup(ECRYPT_ctx *ctx, const u8 *key, u32 keysize, u32 ivsize);  /* sizes in bits */
void ECRYPT_ivsetup(ECRYPT_ctx *ctx, const u8 *iv);

/* action: 0 encrypts, 1 decrypts */
#ifdef ECRYPT_HAS_SINGLE_BYTE_FUNCTION
#define ECRYPT_process_bytes CRYPTO_NAMESPACE(ECRYPT_process_bytes)
void ECRYPT_process_bytes(int action, ECRYPT_ctx *ctx, const u8 *input, u8 *output, u32 msglen);
#define ECRYPT_encrypt_bytes(ctx, m, c, len) ECRYPT_process_bytes(0, ctx, m, c, len)
#define ECRYPT_decrypt_bytes(ctx, c, m, len) ECRYPT_process_bytes(1, ctx, c, m, len)
#else
#define ECRYPT_encrypt_bytes CRYPTO_NAMESPACE(ECRYPT_encrypt_bytes)
#define ECRYPT_decrypt_bytes CRYPTO_NAMESPACE(ECRYPT_decrypt_bytes)
void ECRYPT_encrypt_bytes(ECRYPT_ctx *ctx, const u8 *plaintext, u8 *ciphertext, u32 msglen);
void ECRYPT_decrypt_bytes(ECRYPT_ctx *ctx, const u8 *ciphertext, u8 *plaintext, u32 msglen);
#endif

#ifdef ECRYPT_GENERATES_KEYSTREAM
#define ECRYPT_keystream_bytes CRYPTO_NAMESPACE(ECRYPT_keystream_bytes)
void ECRYPT_keystream_bytes(ECRYPT_ctx *ctx, u8 *keystream, u32 length);
#endif

#ifdef ECRYPT_HAS_SINGLE_PACKET_FUNCTION
#define ECRYPT_process_packet CRYPTO_NAMESPACE(ECRYPT_process_packet)
void ECRYPT_process_packet(int action, ECRYPT_ctx *ctx, const u8 *iv, const u8 *input,
                           u8 *output, u32 msglen);
#define ECRYPT_encrypt_packet(ctx, iv, m, c, len) ECRYPT_process_packet(0, ctx, iv, m, c, len)
#define ECRYPT_decrypt_packet(ctx, iv, c, m, len) ECRYPT_process_packet(1, ctx, iv, c, m, len)
#else
#define ECRYPT_encrypt_packet CRYPTO_NAMESPACE(ECRYPT_encrypt_packet)
#define ECRYPT_decrypt_packet CRYPTO_NAMESPACE(ECRYPT_decrypt_packet)
void ECRYPT_encrypt_packet(ECRYPT_ctx *ctx, const u8 *iv, const u8 *plaintext, u8 *ciphertext,
                           u32 msglen);
void ECRYPT_decrypt_packet(ECRYPT_ctx *ctx, const u8 *iv, const u8 *ciphertext, u8 *plaintext,
                           u32 msglen);
#endif

#ifdef ECRYPT_USES_DEFAULT_BLOCK_MACROS
#define ECRYPT_encrypt_blocks(ctx, m, c, blocks) \
  ECRYPT_encrypt_bytes(ctx, m, c, (blocks) * ECRYPT_BLOCKLENGTH)
#define ECRYPT_decrypt_blocks(ctx, c, m, blocks) \
  ECRYPT_decrypt_bytes(ctx, c, m, (blocks) * ECRYPT_BLOCKLENGTH)
#ifdef ECRYPT_GENERATES_KEYSTREAM
#define ECRYPT_keystream_blocks(ctx, keystream, blocks) \
  ECRYPT_keystream_bytes(ctx, keystream, (blocks) * ECRYPT_BLOCKLENGTH)
#endif
#else
#define ECRYPT_HAS_SINGLE_BLOCK_FUNCTION
#define ECRYPT_process_blocks CRYPTO_NAMESPACE(ECRYPT_process_blocks)
void ECRYPT_process_blocks(int action, ECRYPT_ctx *ctx, const u8 *input, u8 *output, u32 blocks);
#define ECRYPT_encrypt_blocks(ctx, m, c, blocks) ECRYPT_process_blocks(0, ctx, m, c, blocks)
#define ECRYPT_decrypt_blocks(ctx, c, m, blocks) ECRYPT_process_blocks(1, ctx, c, m, blocks)
#ifdef ECRYPT_GENERATES_KEYSTREAM
#define ECRYPT_keystream_blocks CRYPTO_NAMESPACE(ECRYPT_keystream_blocks)
void ECRYPT_keystream_blocks(ECRYPT_ctx *ctx, u8 *keystream, u32 blocks);
#endif
#endif

#if ECRYPT_VARIANT > ECRYPT_MAXVARIANT
#error this variant does not exist
#endif

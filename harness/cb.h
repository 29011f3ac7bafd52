/*
 * cb.h: what the harness program knows about the implementation it is linked with.
 * glue-<operation>.c, compiled with the implementation's generated headers, defines
 * cb_primitive; everything else in harness/ is compiled once per compiler line.
 * Public domain (CC0).
 */
#ifndef CB_H
#define CB_H

typedef int cb_hash_fn(unsigned char *h, const unsigned char *m, unsigned long long mlen);
typedef int cb_stream_fn(unsigned char *c, unsigned long long clen, const unsigned char *n,
                         const unsigned char *k);
typedef int cb_stream_xor_fn(unsigned char *c, const unsigned char *m, unsigned long long mlen,
                             const unsigned char *n, const unsigned char *k);
typedef int cb_aead_encrypt_fn(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                               unsigned long long mlen, const unsigned char *ad,
                               unsigned long long adlen, const unsigned char *nsec,
                               const unsigned char *npub, const unsigned char *k);
typedef int cb_aead_decrypt_fn(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                               const unsigned char *c, unsigned long long clen,
                               const unsigned char *ad, unsigned long long adlen,
                               const unsigned char *npub, const unsigned char *k);
typedef int cb_kem_keypair_fn(unsigned char *pk, unsigned char *sk);
typedef int cb_kem_enc_fn(unsigned char *c, unsigned char *k, const unsigned char *pk);
typedef int cb_kem_dec_fn(unsigned char *k, const unsigned char *c, const unsigned char *sk);

struct kat_record;

/* What differs between operations: the test loop of try, the TUNE call, the measure sweep. */
struct cb_operation {
  const char *name;                          /* "crypto_hash" */
  const char *sizenames[5];                  /* measure's header lines, 0-terminated */
  int loops_small, loops_big;                /* SUPERCOP's LOOPS */
  int knownrandom;                           /* try draws randombytes from the known stream */
  void (*test)(int loops, unsigned long long maxtest);
  void (*edges)(void);                       /* our own checks beyond try's (try.h), or 0 */
  void (*tune_prepare)(void);
  void (*tune)(void);
  void (*measure)(void);
  int (*kat)(const struct kat_record *r);    /* one official vector: 1 checked, 0 not applicable */
  int small_in_big;                          /* no length drawn: the small run is the first
                                                loops of the big one (try.h try_loop_end) */
};

extern const struct cb_operation cb_hash, cb_stream, cb_aead, cb_kem;

struct cb_primitive {
  const struct cb_operation *op;
  const char *primitive;                     /* "sha256" */
  const char *implementation;                /* "crypto_hash/sha256/ref" */
  const char *version;                       /* CRYPTO_VERSION or "-" */
  long long size[4];                         /* in the order of op->sizenames */
  const char *compiler_version;              /* __VERSION__ of the compiler that built it */
  int nooverlap;                             /* CRYPTO_NOOVERLAP: skip in-place tests */
  int loops_small, loops_big;                /* 0, or a supercop/test-loops.inc override */
  cb_hash_fn *hash;
  cb_stream_fn *stream;
  cb_stream_xor_fn *stream_xor;
  cb_aead_encrypt_fn *aead_encrypt;
  cb_aead_decrypt_fn *aead_decrypt;
  cb_kem_keypair_fn *kem_keypair;
  cb_kem_enc_fn *kem_enc;
  cb_kem_dec_fn *kem_dec;
};

extern const struct cb_primitive cb_primitive;

#define TUNE_BYTES 1536

#endif

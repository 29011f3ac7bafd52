/*
 * tests/unit/candidates.c: the block functions behind the AES candidates' counter-mode
 * primitives (crypto_stream/<name>128ctr, common/<name>/) against the designers' known
 * answers in ../shared/kat/aes-candidates/<name>128ctr.txt (KEY, PT, CT records; a NOTE that
 * says MONTE CARLO means CT is PT encrypted 10000 times), read by harness kat's reader, for every
 * key size the file holds: the primitives take 128-bit keys, and `harness kat` checks those through
 * each implementation, so this test is where 192- and 256-bit keys are checked (DEAL's and
 * DFC's files have no others). The folder is ${CYCLEBENCH_SHARED:-../shared}; without it the
 * test says it is skipped. Exits nonzero on any failure. Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cb.h"
#include "kat.h"
#include "cast256/cast256.h"
#include "crypton/crypton.h"
#include "deal/deal.h"
#include "deal/deal-bitsliced.h"
#include "dfc/dfc.h"
#include "e2/e2.h"
#include "frog/frog.h"
#include "hpc/hpc.h"
#include "loki97/loki97.h"
#include "loki97/bitsliced.h"
#include "magenta/magenta.h"
#include "saferplus/saferplus.h"

/* one block: 1 when the key size is the cipher's, 0 when it is not */
typedef int block_fn(unsigned char ct[16], const unsigned char *k, long keybytes,
                     const unsigned char pt[16]);

/* the block function of common/NAME/NAME.h with 16-, 24- or 32-byte keys, as a block_fn */
#define CANDIDATE(name)                                                                     \
  static int name(unsigned char ct[16], const unsigned char *k, long keybytes,             \
                  const unsigned char pt[16])                                              \
  {                                                                                         \
    name##_key key;                                                                         \
    if (keybytes != 16 && keybytes != 24 && keybytes != 32) return 0;                       \
    name##_setup(&key, k, (int) keybytes);                                                  \
    name##_encrypt(ct, pt, &key);                                                           \
    return 1;                                                                               \
  }
CANDIDATE(cast256)
CANDIDATE(crypton)
CANDIDATE(deal)
CANDIDATE(deal_bs)
CANDIDATE(dfc)
CANDIDATE(e2)
CANDIDATE(frog)
CANDIDATE(hpc)
CANDIDATE(loki97)
CANDIDATE(loki97_bs)
CANDIDATE(magenta)
CANDIDATE(saferplus)

static const struct { const char *name; block_fn *encrypt; } ciphers[] = {
  {"cast256128ctr", cast256},
  {"crypton128ctr", crypton},
  {"deal128ctr", deal},
  {"deal128ctr", deal_bs},
  {"dfc128ctr", dfc},
  {"e2128ctr", e2},
  {"frog128ctr", frog},
  {"hpc128ctr", hpc},
  {"loki97128ctr", loki97},
  {"loki97128ctr", loki97_bs},
  {"magenta128ctr", magenta},
  {"saferplus128ctr", saferplus},
};

static block_fn *current;
static long checked[3];                       /* 128-, 192-, 256-bit keys */

static int record(const struct kat_record *r)
{
  unsigned char key[32], block[16];
  const char *note = kat_get(r, "NOTE");
  long keybytes = kat_get(r, "KEY") ? kat_bytes(kat_get(r, "KEY"), key, sizeof key) : -1;
  int i, times = note && strstr(note, "MONTE CARLO") ? 10000 : 1;
  if (!kat_get(r, "PT") || kat_bytes(kat_get(r, "PT"), block, 16) != 16) return 0;
  for (i = 0; i < times; ++i)
    if (!current(block, key, keybytes, block)) return 0;
  kat_expect(r, "CT", block, 16);             /* exits 111 on a mismatch */
  ++checked[(keybytes - 16) / 8];
  return 1;
}

static const struct cb_operation block_op = { .name = "block cipher", .kat = record };
const struct cb_primitive cb_primitive = { .op = &block_op, .primitive = "aes candidates" };

/* DES, DEAL's round function, against answers quoted throughout the literature: the worked
   example of J. O. Grabbe's "The DES Algorithm Illustrated", its companion that encrypts to
   zero, and the all-zero and all-one keys and blocks; each through the table DES, the
   one-block constant-time DES, and the bitsliced DES with the answer in one of 64 lanes and
   other blocks (checked against the table DES) in the rest */
static int des_answers(void)
{
  static const uint64_t v[4][3] = {
    {0x133457799BBCDFF1ull, 0x0123456789ABCDEFull, 0x85E813540F0AB405ull},
    {0x0E329232EA6D0D73ull, 0x8787878787878787ull, 0x0000000000000000ull},
    {0x0000000000000000ull, 0x0000000000000000ull, 0x8CA64DE9C1B123A7ull},
    {0xFFFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull, 0x7359B2163E4EDC58ull}};
  des_ct_trees ct;
  des_bs_trees bs;
  int i, b, failures = 0;
  des_ct_trees_make(&ct);
  des_bs_trees_make(&bs);
  for (i = 0; i < 4; ++i) {
    des_key key;
    uint64_t lanes[64];
    des_setup(&key, v[i][0]);
    if (des_encrypt(v[i][1], &key) != v[i][2] || des_ct_encrypt(v[i][1], &key, &ct) != v[i][2]) {
      printf("FAIL DES answer %d\n", i);
      ++failures;
    }
    for (b = 0; b < 64; ++b) lanes[b] = b == 17 * i ? v[i][1] : v[i][1] ^ (0x9E3779B97F4A7C15ull * (uint64_t) b);
    transpose64(lanes);
    des_bs_encrypt(lanes, &key, &bs);
    transpose64(lanes);
    for (b = 0; b < 64; ++b)
      if (lanes[b] != (b == 17 * i ? v[i][2] : des_encrypt(v[i][1] ^ (0x9E3779B97F4A7C15ull * (uint64_t) b), &key))) {
        printf("FAIL bitsliced DES answer %d, lane %d\n", i, b);
        ++failures;
        break;
      }
  }
  if (!failures) printf("ok   DES: 4 answers, table, constant-time and bitsliced\n");
  return failures;
}

int main(void)
{
  const char *shared = getenv("CYCLEBENCH_SHARED");
  char path[4096];
  unsigned c;
  int failures = des_answers();
  for (c = 0; c < sizeof ciphers / sizeof ciphers[0]; ++c) {
    FILE *f;
    snprintf(path, sizeof path, "%s/kat/aes-candidates/%s.txt", shared ? shared : "../shared",
             ciphers[c].name);
    if (!(f = fopen(path, "r"))) {
      printf("skip %s: no %s\n", ciphers[c].name, path);
      continue;
    }
    current = ciphers[c].encrypt;
    memset(checked, 0, sizeof checked);
    if (kat_file(f, path, 0, 0) != 0) {
      printf("FAIL %s: %s\n", ciphers[c].name, path);
      ++failures;
    } else
      printf("ok   %s: %ld/%ld/%ld records with 128/192/256-bit keys\n", ciphers[c].name,
             checked[0], checked[1], checked[2]);
    fclose(f);
  }
  return failures != 0;
}

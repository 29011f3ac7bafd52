/* Generated: each value below was computed with jh/e8-ref.h as described. */
/*
 * jh/iv.h: JH's initial hash values H(0) ("The Hash Function JH", H. Wu, section 3.3):
 * H(-1) holds the digest size in bits as a 16-bit big-endian number in its first two bytes
 * and zeros elsewhere, and H(0) = F8(H(-1), 0) = E8(H(-1)). Precomputed here so that a hash
 * does not spend one E8 on it: jh_iv[0] for E8 of 35.5 rounds (round-2 JH), jh_iv[1] for 42
 * rounds (round 3); then digest sizes 224, 256, 384, 512 bits. Same word layout as the state
 * of jh/e8-ref.h (word k is [2k], [2k+1]: bytes 16k.., little-endian). The round-3 values
 * equal those printed in the round-3 specification.
 * Public domain (CC0).
 */
#ifndef JH_IV_H
#define JH_IV_H

#include <stdint.h>

static const uint64_t jh_iv[2][4][16] = {
  { /* 35.5 rounds (round 2) */
    { /* 224 */
      0x3002ed0be070c282ULL, 0xb134ce319e3a0c8dULL, 0x87cd46ba2f940c8fULL,
      0xc47179fc0ad8c41eULL, 0x7b2d9669bb1ae061ULL, 0x97863de13d8971afULL,
      0x94c0c9f7600452d2ULL, 0x9c79a53dca4963c7ULL, 0x9febbcbd1f558bfdULL,
      0xbff842b45bbd3408ULL, 0x9e99c7b9355c51baULL, 0xb313cc71624ea455ULL,
      0x25f785c193577285ULL, 0xd2255000696b3645ULL, 0xdf1edd27dbeb9033ULL,
      0xe93d607ee1adbaccULL
    },
    { /* 256 */
      0x6e593ac5e2b868c9ULL, 0xe5e67a1def457e42ULL, 0x7a1f7106d9b74561ULL,
      0x0122a9067861c72fULL, 0xe22919b9c191297bULL, 0xd6a2c58ce14c2bc4ULL,
      0xdf5d1b90cabe2062ULL, 0x5faca78e6305b2d3ULL, 0x0431316dba8c3e14ULL,
      0x717252905400e7b0ULL, 0x10e55d071e32ce4cULL, 0x785102e2ec00a81bULL,
      0xa504d15f7972579fULL, 0x38b2f52534b6b8f0ULL, 0x177f905f3efa7016ULL,
      0x90ac69e764c08fe2ULL
    },
    { /* 384 */
      0x402dab64ab239c07ULL, 0x8de9de47e41cb58cULL, 0x6952c27e62b19b8dULL,
      0x80fc2f002b2db6baULL, 0x3a178c30efbcafcbULL, 0x31401931aaa36fadULL,
      0xe34c6f3a42778989ULL, 0x7ddb0d442b732ebfULL, 0xe5543aa6ca3ec4f2ULL,
      0xc52244fc0ab8378aULL, 0x91e0e904bcc397a3ULL, 0xfa6048e15304a837ULL,
      0xa6bed45f3ad33171ULL, 0x128533f4f84adadcULL, 0xd05849c8f4f8c76eULL,
      0xa9b69546a3949e8bULL
    },
    { /* 512 */
      0xcc4209c65860ab50ULL, 0x1bdcb9bd4ca5e74cULL, 0x245ea1d1fb7a2eafULL,
      0xa1c0d5c4ab4ef4e5ULL, 0x7320560c6643f24cULL, 0x183d8b9aea819399ULL,
      0xc7b640a9fcd965cfULL, 0x663bfebe7312839eULL, 0xe0d8320a7e2f9a0fULL,
      0x40130b8e5591d417ULL, 0x3f5f4ec4dee4b505ULL, 0x321dfd98ee5abc8cULL,
      0xc4e66ce4251c0814ULL, 0xdb43bde1bc954b1bULL, 0x1480b643c29e227fULL,
      0x03033c3309b9330aULL
    }
  },
  { /* 42 rounds (round 3) */
    { /* 224 */
      0xac989af962ddfe2dULL, 0xe734d619d6ac7caeULL, 0x161230bc051083a4ULL,
      0x941466c9c63860b8ULL, 0x6f7080259f89d966ULL, 0xdc1a9b1d1ba39eceULL,
      0x106e367b5f32e811ULL, 0xc106fa027f8594f9ULL, 0xb340c8d85c1b4f1bULL,
      0x9980736e7fa1f697ULL, 0xd3a3eaada593dfdcULL, 0x689a53c9dee831a4ULL,
      0xe4a186ec8aa9b422ULL, 0xf06ce59c95ac74d5ULL, 0xbf2babb5ea0d9615ULL,
      0x6eea64ddf0dc1196ULL
    },
    { /* 256 */
      0xebd3202c41a398ebULL, 0xc145b29c7bbecd92ULL, 0xfac7d4609151931cULL,
      0x038a507ed6820026ULL, 0x45b92677269e23a4ULL, 0x77941ad4481afbe0ULL,
      0x7a176b0226abb5cdULL, 0xa82fff0f4224f056ULL, 0x754d2e7f8996a371ULL,
      0x62e27df70849141dULL, 0x948f2476f7957627ULL, 0x6c29804757b6d587ULL,
      0x6c0d8eac2d275e5cULL, 0x0f7a0557c6508451ULL, 0xea12247067d3e47bULL,
      0x69d71cd313abe389ULL
    },
    { /* 384 */
      0x8a3913d8c63b1e48ULL, 0x9b87de4a895e3b6dULL, 0x2ead80d468eafa63ULL,
      0x67820f4821cb2c33ULL, 0x28b982904dc8ae98ULL, 0x4942114130ea55d4ULL,
      0xec474892b255f536ULL, 0xe13cf4ba930a25c7ULL, 0x4c45db278a7f9b56ULL,
      0x0eaf976349bdfc9eULL, 0xcd80aa267dc29f58ULL, 0xda2eeb9d8c8bc080ULL,
      0x3a37d5f8e881798aULL, 0x717ad1ddad6739f4ULL, 0x94d375a4bdd3b4a9ULL,
      0x7f734298ba3f6c97ULL
    },
    { /* 512 */
      0x17aa003e964bd16fULL, 0x43d5157a052e6a63ULL, 0x0bef970c8d5e228aULL,
      0x61c3b3f2591234e9ULL, 0x1e806f53c1a01d89ULL, 0x806d2bea6b05a92aULL,
      0xa6ba7520dbcc8e58ULL, 0xf73bf8ba763a0fa9ULL, 0x694ae34105e66901ULL,
      0x5ae66f2e8e8ab546ULL, 0x243c84c1d0a74710ULL, 0x99c15a2db1716e3bULL,
      0x56f8b19decf657cfULL, 0x56b116577c8806a7ULL, 0xfb1785e6dffcc2e3ULL,
      0x4bdd8ccc78465a54ULL
    }
  }
};

#endif

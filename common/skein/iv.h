/* Generated: the configuration UBIs below were computed with skein/threefish-ref.h. */
/*
 * skein/iv.h: the chaining values after the configuration UBI of "The Skein Hash Function
 * Family" version 1.3 (2010), section 3.5.2 (schema "SHA3", version 1, output length in bits,
 * no tree), for the four (state, output) pairs of SUPERCOP's skein*. Each is
 * UBI(0, C, Cfg): one block holding the 32-byte configuration string, tweak position 32,
 * type Cfg, First and Final; they equal the precomputed values of the specification's
 * appendix B. Public domain (CC0).
 */
#ifndef SKEIN_IV_H
#define SKEIN_IV_H

#include <stdint.h>

static const uint64_t skein256_iv256[4] = {
  0xFC9DA860D048B449ULL, 0x2FCA66479FA7D833ULL, 0xB33BC3896656840FULL,
  0x6A54E920FDE8DA69ULL
};

static const uint64_t skein512_iv256[8] = {
  0xCCD044A12FDB3E13ULL, 0xE83590301A79A9EBULL, 0x55AEA0614F816E6FULL,
  0x2A2767A4AE9B94DBULL, 0xEC06025E74DD7683ULL, 0xE7A436CDC4746251ULL,
  0xC36FBAF9393AD185ULL, 0x3EEDBA1833EDFC13ULL
};

static const uint64_t skein512_iv512[8] = {
  0x4903ADFF749C51CEULL, 0x0D95DE399746DF03ULL, 0x8FD1934127C79BCEULL,
  0x9A255629FF352CB1ULL, 0x5DB62599DF6CA7B0ULL, 0xEABE394CA9D5C3F4ULL,
  0x991112C71A75B523ULL, 0xAE18A40B660FCC33ULL
};

static const uint64_t skein1024_iv1024[16] = {
  0xD593DA0741E72355ULL, 0x15B5E511AC73E00CULL, 0x5180E5AEBAF2C4F0ULL,
  0x03BD41D3FCBCAFAFULL, 0x1CAEC6FD1983A898ULL, 0x6E510B8BCDD0589FULL,
  0x77E2BDFDC6394ADAULL, 0xC11E1DB524DCB0A3ULL, 0xD6D14AF9C6329AB5ULL,
  0x6A9B0BFC6EB67E0DULL, 0x9243C60DCCFF1332ULL, 0x1A1F1DDE743F02D4ULL,
  0x0996753C10ED0BB8ULL, 0x6572DD22F2B4969AULL, 0x61FD3062D00A579AULL,
  0x1DE0536E8682E539ULL
};

#endif

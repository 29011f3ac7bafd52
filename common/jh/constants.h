/* Generated: derived from the specification's constants as described below. */
/*
 * jh/constants.h: the round constants of JH's E8 ("The Hash Function JH", H. Wu, round-3
 * version, 2011, section 2.4), in the bit-sliced layout of jh/e8-ref.h. The constants of
 * the standard description start from the first 256 bits of the fractional part of sqrt(2)
 * (6a09e667...0667322a) and each next one is R6 (S0 everywhere, L, P6) of the previous;
 * round r uses constant r (rounds 0..41; the half round of round-2 JH uses constant 35).
 * In the bit-sliced form, bit q of the constant for the even words (jh_rc[r][0]) is bit
 * 2p of the standard constant and bit q of the odd words' one (jh_rc[r][1]) is bit 2p + 1,
 * with p = q rotated right by r mod 7 as a 7-bit number (the bit-slice rounds leave out that
 * rotation of P8). Bit q is bit 7 - q mod 8 of byte q / 8 of the 128-bit word, whose bytes
 * 0..7 and 8..15 are the two little-endian 64-bit halves below.
 * Public domain (CC0).
 */
#ifndef JH_CONSTANTS_H
#define JH_CONSTANTS_H

#include <stdint.h>

static const uint64_t jh_rc[42][2][2] = {
  {{0x67f815dfa2ded572ULL, 0x571523b70a15847bULL},
   {0xf6875a4d90d6ab81ULL, 0x402bd1c3c54f9f4eULL}},
  {{0x9cfa455ce03a98eaULL, 0x9a99b26699d2c503ULL},
   {0x8a53bbf2b4960266ULL, 0x31a2db881a1456b5ULL}},
  {{0xdb0e199a5c5aa303ULL, 0x1044c1870ab23f40ULL},
   {0x1d959e848019051cULL, 0xdccde75eadeb336fULL}},
  {{0x416bbf029213ba10ULL, 0xd027bbf7156578dcULL},
   {0x5078aa3739812c0aULL, 0xd3910041d2bf1a3fULL}},
  {{0x907eccf60d5a2d42ULL, 0xce97c0929c9f62ddULL},
   {0xac442bc70ba75c18ULL, 0x23fcc663d665dfd1ULL}},
  {{0x1ab8e09e036c6e97ULL, 0xa8ec6c447e450521ULL},
   {0xfa618e5dbb03f1eeULL, 0x97818394b29796fdULL}},
  {{0x2f3003db37858e4aULL, 0x956a9ffb2d8d672aULL},
   {0x6c69b8f88173fe8aULL, 0x14427fc04672c78aULL}},
  {{0xc45ec7bd8f15f4c5ULL, 0x80bb118fa76f4475ULL},
   {0xbc88e4aeb775de52ULL, 0xf4a3a6981e00b882ULL}},
  {{0x1563a3a9338ff48eULL, 0x89f9b7d524565faaULL},
   {0xfde05a7c20edf1b6ULL, 0x362c42065ae9ca36ULL}},
  {{0x3d98fe4e433529ceULL, 0xa74b9a7374f93a53ULL},
   {0x86814e6f591ff5d0ULL, 0x9f5ad8af81ad9d0eULL}},
  {{0x6a6234ee670605a7ULL, 0x2717b96ebe280b8bULL},
   {0x3f1080c626077447ULL, 0x7b487ec66f7ea0e0ULL}},
  {{0xc0a4f84aa50a550dULL, 0x9ef18e979fe7e391ULL},
   {0xd48d605081727686ULL, 0x62b0e5f3415a9e7eULL}},
  {{0x7a205440ec1f9ffcULL, 0x84c9f4ce001ae4e3ULL},
   {0xd895fa9df594d74fULL, 0xa554c324117e2e55ULL}},
  {{0x286efebd2872df5bULL, 0xb2c4a50fe27ff578ULL},
   {0x2ed349eeef7c8905ULL, 0x7f5928eb85937e44ULL}},
  {{0x4a3124b337695f70ULL, 0x65e4d61df128865eULL},
   {0xe720b95104771bc7ULL, 0x8a87d423e843fe74ULL}},
  {{0xf2947692a3e8297dULL, 0xc1d9309b097acbddULL},
   {0xe01bdc5bfb301b1dULL, 0xbf829cf24f4924daULL}},
  {{0xffbf70b431bae7a4ULL, 0x48bcf8de0544320dULL},
   {0x39d3bb5332fcae3bULL, 0xa08b29e0c1c39f45ULL}},
  {{0x0f09aef7fd05c9e5ULL, 0x34f1904212347094ULL},
   {0x95ed44e301b771a2ULL, 0x4a982f4f368e3be9ULL}},
  {{0x15f66ca0631d4088ULL, 0xffaf52874b44c147ULL},
   {0x30c60ae2f14abb7eULL, 0xe68c6eccc5b67046ULL}},
  {{0x00ca4fbd56a4d5a4ULL, 0xae183ec84b849ddaULL},
   {0xadd1643045ce5773ULL, 0x67255c1468cea6e8ULL}},
  {{0x16e10ecbf28cdaa3ULL, 0x9a99949a5806e933ULL},
   {0x7b846fc220b2601fULL, 0x1885d1a07facced1ULL}},
  {{0xd319dd8da15b5932ULL, 0x46b4a5aac01c9a50ULL},
   {0xba6b04e467633d9fULL, 0x7eee560bab19caf6ULL}},
  {{0x742128a9ea79b11fULL, 0xee51363b35f7bde9ULL},
   {0x76d350755aac571dULL, 0x01707da3fec2463aULL}},
  {{0x42d8a498afc135f7ULL, 0x79676b9e20eced78ULL},
   {0xa8db3aea15638341ULL, 0x832c83324d3bc3faULL}},
  {{0xf347271c1f3b40a7ULL, 0x9a762db734f04059ULL},
   {0xfd4f21d26c4e3ee7ULL, 0xef5957dc398dfdb8ULL}},
  {{0xdaeb492b490c9b8dULL, 0x0d70f36849d7a25bULL},
   {0x84558d7ad0ae3b7dULL, 0x658ef8e4f0e9a5f5ULL}},
  {{0x533b1036f4a2b8a0ULL, 0x5aec3e759e07a80cULL},
   {0x4f88e85692946891ULL, 0x4cbcbaf8555cb05bULL}},
  {{0x7b9487f3993bbbe3ULL, 0x5d1c6b72d6f4da75ULL},
   {0x6db334dc28acae64ULL, 0x71db28b850a5346cULL}},
  {{0x2a518d10f2e261f8ULL, 0xfc75dd593364dbe3ULL},
   {0xa23fce43f1bcac1cULL, 0xb043e8023cd1bb67ULL}},
  {{0x75a12988ca5b0a33ULL, 0x5c5316b44d19347fULL},
   {0x1e4d790ec3943b92ULL, 0x3fafeeb6d7757479ULL}},
  {{0x21391abef7d4a8eaULL, 0x5127234c097ef45cULL},
   {0xd23c32ba5324a326ULL, 0xadd5a66d4a17a344ULL}},
  {{0x08c9f2afa63e1db5ULL, 0x563c6b91983d5983ULL},
   {0x4d608672a17cf84cULL, 0xf6c76e08cc3ee246ULL}},
  {{0x5e76bcb1b333982fULL, 0x2ae6c4efa566d62bULL},
   {0x36d4c1bee8b6f406ULL, 0x6321efbc1582ee74ULL}},
  {{0x69c953f40d4ec1fdULL, 0x26585806c45a7da7ULL},
   {0x16fae0061614c17eULL, 0x3f9d63283daf907eULL}},
  {{0x0cd29b00e3f2c9d2ULL, 0x300cd4b730ceaa5fULL},
   {0x9832e0f216512a74ULL, 0x9af8cee3d830eb0dULL}},
  {{0x9279f1b57b9ec54bULL, 0xd36886046ee651ffULL},
   {0x316796e6574d239bULL, 0x05750a17f3a6e6ccULL}},
  {{0xce6c3213d98176b1ULL, 0x62a205f88452173cULL},
   {0x47154778b3cb2bf4ULL, 0x486a9323825446ffULL}},
  {{0x65655e4e0758df38ULL, 0x8e5086fc897cfcf2ULL},
   {0x86ca0bd0442e7031ULL, 0x4e477830a20940f0ULL}},
  {{0x8338f7d139eea065ULL, 0xbd3a2ce437e95ef7ULL},
   {0x6ff8130126b29721ULL, 0xe7de9fefd1ed44a3ULL}},
  {{0xd992257615dfa08bULL, 0xbe42dc12f6f7853cULL},
   {0x7eb027ab7ceca7d8ULL, 0xdea83eaada7d8d53ULL}},
  {{0xd86902bd93ce25aaULL, 0xf908731afd43f65aULL},
   {0xa5194a17daef5fc0ULL, 0x6a21fd4c33664d97ULL}},
  {{0x701541db3198b435ULL, 0x9b54cdedbb0f1eeaULL},
   {0x72409751a163d09aULL, 0xe26f4791bf9d75f6ULL}}
};

#endif

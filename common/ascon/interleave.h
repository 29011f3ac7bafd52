/*
 * ascon/interleave.h: the 32-bit bit interleaving of an Ascon word, for the bi32 variants
 * (crypto_aead/ascon128bi32v12, ascon128abi32v12). There the bytes of the key, nonce, data and
 * tag are the big-endian form of interleaved words: a word's odd bits in its high half, its
 * even bits in its low half, the representation the 32-bit implementations keep the state in.
 *   ascon_interleave(x):   standard word -> interleaved (odd bits << 32 | even bits)
 *   ascon_deinterleave(w): interleaved -> standard word
 * With BMI2, pext and pdep (one instruction per half); on 32-bit processors four 32-bit delta
 * swaps per half; otherwise five 64-bit delta swaps (the inverse runs them in reverse order).
 * Constant time. Public domain (CC0).
 */
#ifndef ASCON_INTERLEAVE_H
#define ASCON_INTERLEAVE_H

#include <stdint.h>

#define ASCON_EVEN_BITS 0x5555555555555555ull
#define ASCON_ODD_BITS 0xaaaaaaaaaaaaaaaaull

#if defined(__BMI2__) && defined(__x86_64__)
#include <immintrin.h>

static inline uint64_t ascon_interleave(uint64_t x)
{
  return _pext_u64(x, ASCON_ODD_BITS) << 32 | _pext_u64(x, ASCON_EVEN_BITS);
}

static inline uint64_t ascon_deinterleave(uint64_t w)
{
  return _pdep_u64(w >> 32, ASCON_ODD_BITS) | _pdep_u64(w, ASCON_EVEN_BITS);
}
#elif defined(__SIZEOF_POINTER__) && __SIZEOF_POINTER__ == 4

/* 32-bit processors: each half of the word unshuffled on its own (its even bits to its low 16,
   four 32-bit delta swaps), then the halves' even parts joined and their odd parts (on ARMv6
   one pkhbt or pkhtb each). Same result as the 64-bit steps below, in 32-bit operations. */
static inline uint32_t ascon_delta_swap32(uint32_t x, uint32_t mask, int shift)
{
  uint32_t t = (x ^ (x >> shift)) & mask;
  return x ^ t ^ (t << shift);
}

static inline uint32_t ascon_unshuffle32(uint32_t x)
{
  x = ascon_delta_swap32(x, 0x22222222u, 1);
  x = ascon_delta_swap32(x, 0x0c0c0c0cu, 2);
  x = ascon_delta_swap32(x, 0x00f000f0u, 4);
  return ascon_delta_swap32(x, 0x0000ff00u, 8);
}

static inline uint32_t ascon_shuffle32(uint32_t x)
{
  x = ascon_delta_swap32(x, 0x0000ff00u, 8);
  x = ascon_delta_swap32(x, 0x00f000f0u, 4);
  x = ascon_delta_swap32(x, 0x0c0c0c0cu, 2);
  return ascon_delta_swap32(x, 0x22222222u, 1);
}

static inline uint64_t ascon_interleave(uint64_t x)
{
  uint32_t lo = ascon_unshuffle32((uint32_t) x), hi = ascon_unshuffle32((uint32_t) (x >> 32));
  uint32_t even = (lo & 0xffffu) | hi << 16, odd = lo >> 16 | (hi & 0xffff0000u);
  return (uint64_t) odd << 32 | even;
}

static inline uint64_t ascon_deinterleave(uint64_t w)
{
  uint32_t even = (uint32_t) w, odd = (uint32_t) (w >> 32);
  uint32_t lo = (even & 0xffffu) | odd << 16, hi = even >> 16 | (odd & 0xffff0000u);
  return (uint64_t) ascon_shuffle32(hi) << 32 | ascon_shuffle32(lo);
}
#else

/* Step i exchanges the bits under masks[i] with those 1 << i places to their left. */
static const uint64_t ascon_interleave_masks[5] = {
  0x2222222222222222ull, 0x0c0c0c0c0c0c0c0cull, 0x00f000f000f000f0ull, 0x0000ff000000ff00ull,
  0x00000000ffff0000ull
};

static inline uint64_t ascon_delta_swap(uint64_t x, int i)
{
  uint64_t t = (x ^ (x >> (1 << i))) & ascon_interleave_masks[i];
  return x ^ t ^ (t << (1 << i));
}

static inline uint64_t ascon_interleave(uint64_t x)
{
  int i;
  for (i = 0; i < 5; ++i) x = ascon_delta_swap(x, i);
  return x;
}

static inline uint64_t ascon_deinterleave(uint64_t w)
{
  int i;
  for (i = 4; i >= 0; --i) w = ascon_delta_swap(w, i);
  return w;
}
#endif

#endif

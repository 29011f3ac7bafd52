/*
 * compiler/bytes.h: 32- and 64-bit words from and to bytes, little- or big-endian, at any
 * alignment (bytes_load_le32, bytes_store_be64, ...): the one place that says how, for every
 * implementation. With GNU C on a little-endian machine a word is one memcpy (and one byte
 * swap for big-endian), said as such: written byte by byte, the compilers usually merge the
 * bytes into one load or store, but gcc -O2/-O3 vectorized the eight big-endian stores of a
 * SHA-256 digest into byte extracts and inserts (1.7 times as long for a 64-byte message).
 * Elsewhere, byte by byte: portable to any byte order.
 * Public domain (CC0).
 */
#ifndef COMPILER_BYTES_H
#define COMPILER_BYTES_H

#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BYTES_NATIVE_LE 1
#else
#define BYTES_NATIVE_LE 0
#endif

static inline uint32_t bytes_load_le32(const unsigned char *p)
{
#if BYTES_NATIVE_LE
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
#else
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
#endif
}

static inline uint32_t bytes_load_be32(const unsigned char *p)
{
#if BYTES_NATIVE_LE
  return __builtin_bswap32(bytes_load_le32(p));
#else
  return (uint32_t) p[0] << 24 | (uint32_t) p[1] << 16 | (uint32_t) p[2] << 8 | (uint32_t) p[3];
#endif
}

static inline uint64_t bytes_load_le64(const unsigned char *p)
{
#if BYTES_NATIVE_LE
  uint64_t v;
  memcpy(&v, p, 8);
  return v;
#else
  return (uint64_t) bytes_load_le32(p) | (uint64_t) bytes_load_le32(p + 4) << 32;
#endif
}

static inline uint64_t bytes_load_be64(const unsigned char *p)
{
#if BYTES_NATIVE_LE
  return __builtin_bswap64(bytes_load_le64(p));
#else
  return (uint64_t) bytes_load_be32(p) << 32 | (uint64_t) bytes_load_be32(p + 4);
#endif
}

static inline void bytes_store_le32(unsigned char *p, uint32_t v)
{
#if BYTES_NATIVE_LE
  memcpy(p, &v, 4);
#else
  p[0] = (unsigned char) v;
  p[1] = (unsigned char) (v >> 8);
  p[2] = (unsigned char) (v >> 16);
  p[3] = (unsigned char) (v >> 24);
#endif
}

static inline void bytes_store_be32(unsigned char *p, uint32_t v)
{
#if BYTES_NATIVE_LE
  bytes_store_le32(p, __builtin_bswap32(v));
#else
  p[0] = (unsigned char) (v >> 24);
  p[1] = (unsigned char) (v >> 16);
  p[2] = (unsigned char) (v >> 8);
  p[3] = (unsigned char) v;
#endif
}

static inline void bytes_store_le64(unsigned char *p, uint64_t v)
{
#if BYTES_NATIVE_LE
  memcpy(p, &v, 8);
#else
  bytes_store_le32(p, (uint32_t) v);
  bytes_store_le32(p + 4, (uint32_t) (v >> 32));
#endif
}

static inline void bytes_store_be64(unsigned char *p, uint64_t v)
{
#if BYTES_NATIVE_LE
  bytes_store_le64(p, __builtin_bswap64(v));
#else
  bytes_store_be32(p, (uint32_t) (v >> 32));
  bytes_store_be32(p + 4, (uint32_t) v);
#endif
}

#endif
